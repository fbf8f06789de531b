import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { requiredText, singleLine } from './common.js';

const tags = ['cpq'] as const;

/** Configurator rulesets (spec 001 §2, §5). */
export const RULESETS = ['Stove', 'New_Stove', 'Chimney', 'Premodul'] as const;
export const Ruleset = z.enum(RULESETS);
export type Ruleset = z.infer<typeof Ruleset>;
/** Both choose the stove images and block the stove tile while in the cart. */
export const STOVE_RULESETS = ['Stove', 'New_Stove'] as const satisfies readonly Ruleset[];
/** Both block the chimney and modular chimney tiles while in the cart. */
export const CHIMNEY_RULESETS = ['Chimney', 'Premodul'] as const satisfies readonly Ruleset[];
/**
 * An order holds at most one stove configuration and one chimney configuration (spec 001 §4:
 * the tiles of a group are inactive while one of it is in the cart), each once.
 */
export const configGroupOf = (ruleset: string | undefined): 'stove' | 'chimney' | null =>
  (STOVE_RULESETS as readonly string[]).includes(ruleset ?? '')
    ? 'stove'
    : (CHIMNEY_RULESETS as readonly string[]).includes(ruleset ?? '')
      ? 'chimney'
      : null;

/**
 * Where a list of cart lines (each a configuration's ruleset, or nothing for an article) first
 * repeats a group an earlier line holds, or -1: a cart changed in two places can hold two stoves,
 * and the order that takes one of each must say which line is one too many.
 */
export function repeatedConfigGroupAt(rulesets: readonly (string | null | undefined)[]): number {
  const seen = new Set<string>();
  for (const [i, ruleset] of rulesets.entries()) {
    const group = configGroupOf(ruleset ?? undefined);
    if (!group) continue;
    if (seen.has(group)) return i;
    seen.add(group);
  }
  return -1;
}

export const DISPLAY_TYPES = ['DropDown', 'TypeableDropDown', 'Radio', 'ImageChoice', 'CheckBox', 'Number', 'Text'] as const;
export const DisplayType = z.enum(DISPLAY_TYPES);
export type DisplayType = z.infer<typeof DisplayType>;

/** A checkbox value travels as text (spec 001 §5). */
export const CHECKBOX_VALUES = { checked: 'True', unchecked: 'False' } as const;

/**
 * Message types: 1 goes under a bad-value title (with OptionID: beside that field), 3 under oops;
 * anything else is information.
 */
export const CPQ_MESSAGE_TYPES = { badValue: 1, error: 3 } as const;

/**
 * XD and RP show the campaign calculation; ND and XR rows are hidden in the summary (spec 001 §9).
 * XD: an extra campaign discount in percent on the customer's net price. RP: a campaign list price
 * that replaces the normal one (the customer's discount still applies). XR: an article the campaign
 * adds free of charge. ND: the configuration's own header row (the last row, price 0, not an article).
 */
export const CAMPAIGN_DISCOUNT_TYPES = ['XD', 'RP', 'ND', 'XR'] as const;
export const CampaignDiscountType = z.enum(CAMPAIGN_DISCOUNT_TYPES);
export type CampaignDiscountType = z.infer<typeof CampaignDiscountType>;
export const SHOWN_CAMPAIGN_DISCOUNT_TYPES = ['XD', 'RP'] as const satisfies readonly CampaignDiscountType[];
export const HIDDEN_CAMPAIGN_DISCOUNT_TYPES = ['ND', 'XR'] as const satisfies readonly CampaignDiscountType[];
/** XR: the article a campaign adds free of charge (price 0). */
export const FREE_CAMPAIGN_DISCOUNT_TYPE = 'XR' as const satisfies CampaignDiscountType;

/** Status of a completed configuration that may go to the cart. */
export const CPQ_COMPLETE_SUCCESS = 'Success';

// --- init

export const InitConfigurationQuery = z.object({
  ruleset: Ruleset,
  headerId: singleLine(requiredText(100)).optional().describe('Reopens an existing configuration header'),
});
export type InitConfigurationQuery = z.infer<typeof InitConfigurationQuery>;

export const InitConfigurationResponse = z.object({
  ConfigurationId: z.string(),
  HeaderId: z.string(),
  SessionId: z.string(),
});
export type InitConfigurationResponse = z.infer<typeof InitConfigurationResponse>;

export const initConfiguration = defineEndpoint({
  method: 'GET',
  changesState: true,
  path: '/api/cpq/v2/init',
  summary: 'Start a configurator session for a ruleset',
  tags,
  querystring: InitConfigurationQuery,
  response: InitConfigurationResponse,
});

// --- config

export const ConfigValue = z.object({
  ID: singleLine(z.string().min(1)),
  // Text even for numbers and checkboxes ('True'/'False'); the CPQ engine parses it.
  Value: singleLine(z.string().max(1000)),
});
export type ConfigValue = z.infer<typeof ConfigValue>;

export const ConfigureRequest = z.object({
  sessionId: singleLine(requiredText(200)),
  values: z.array(ConfigValue).max(500).describe('Empty on the first call of a session'),
});
export type ConfigureRequest = z.infer<typeof ConfigureRequest>;

export const ConfigRange = z.object({
  Min: z.number(),
  Max: z.number(),
  Increment: z.number(),
});
export type ConfigRange = z.infer<typeof ConfigRange>;

export const SelectableValue = z.object({
  Value: z.string(),
  Caption: z.string(),
  ImageLink: z.string().nullable(),
  IsEnabled: z.boolean(),
});
export type SelectableValue = z.infer<typeof SelectableValue>;

export const ConfigOption = z
  .object({
    ID: z.string(),
    Caption: z.string(),
    Value: z.string().describe("Current value as text; checkboxes use 'True'/'False'"),
    DisplayType,
    DisplayFormat: z.string().nullable(),
    IsVisible: z.boolean(),
    IsEnabled: z.boolean(),
    IsRequired: z.boolean(),
    InformationLink: z.string().nullable(),
    Ranges: z.array(ConfigRange).describe('Number fields clamp to the first range'),
    SelectableValues: z.array(SelectableValue),
  })
  .meta({ id: 'ConfigOption' });
export type ConfigOption = z.infer<typeof ConfigOption>;

export const ConfigScreen = z.object({
  Caption: z.string(),
  Description: z.string().nullable(),
  ShowCaption: z.boolean(),
  ShowDescription: z.boolean(),
  IsVisible: z.boolean(),
  ScreenOptions: z.array(ConfigOption),
});
export type ConfigScreen = z.infer<typeof ConfigScreen>;

export const ConfigPage = z.object({
  Caption: z.string(),
  IsVisible: z.boolean(),
  Screens: z.array(ConfigScreen),
});
export type ConfigPage = z.infer<typeof ConfigPage>;

export const ConfigMessage = z.object({
  Type: z.number().int(),
  Value: z.string(),
  OptionID: z
    .string()
    .optional()
    .describe('With type 1: the option whose answer breaks a rule; the message stands beside that field until it is changed'),
});
export type ConfigMessage = z.infer<typeof ConfigMessage>;

export const ConfigDetail = z.object({
  Caption: z.string(),
  Value: z.string(),
});
export type ConfigDetail = z.infer<typeof ConfigDetail>;

export const ConfigureResponse = z.object({
  Pages: z.array(ConfigPage),
  Messages: z.array(ConfigMessage),
  ImageUrl: z.string().nullable(),
  Details: z.array(ConfigDetail),
  ConfiguredPrice: z.number().describe("Excluding VAT, in the market's currency"),
  Currency: z.string().length(3).describe("ISO 4217 code of the prices: the currency of the customer's price list"),
  IsExecutionComplete: z.boolean(),
});
export type ConfigureResponse = z.infer<typeof ConfigureResponse>;

export const configure = defineEndpoint({
  method: 'POST',
  path: '/api/cpq/v2/config',
  summary: 'Submit configurator values and get the updated pages',
  tags,
  body: ConfigureRequest,
  response: ConfigureResponse,
});

// --- complete

export const CompleteConfigurationRequest = z.object({
  sessionId: singleLine(requiredText(200)),
  headerId: singleLine(requiredText(100)),
  configurationId: singleLine(requiredText(100)),
});
export type CompleteConfigurationRequest = z.infer<typeof CompleteConfigurationRequest>;

/** A configuration row's fields; `text` wraps its texts (single-line where a client sends them). */
export const configItemShape = (text: <T extends z.ZodType<string | null>>(schema: T) => T) => ({
  ItemNo: text(z.string()),
  Description: text(z.string()),
  Quantity: z.number(),
  Price: z.number(),
  Uom: text(z.string()),
  OriginalBasePrice: z.number(),
  OriginalNetPrice: z.number(),
  OriginalDiscount: z.number(),
  NormalDiscount: z.number(),
  Factor: z.number(),
  CampaignBasePrice: z.number(),
  CampaignNetPrice: z.number(),
  CampaignFactor: z.number(),
  CampaignDiscount: z.number(),
  CampaignDiscountType: CampaignDiscountType.nullable().describe('Null when no campaign touches the row'),
  CampaignCampaignID: text(z.string().nullable()),
  // Only the last item of a configuration carries these (spec 001 §3).
  Path: text(z.string()).optional(),
  ConfigInfoStr: text(z.string()).optional(),
});

/**
 * A configuration row as the API answers it (the configurator's output, stored cart lines): texts as they are, so
 * nothing stored earlier can make an answer fail.
 */
export const ConfigItem = z.object(configItemShape((schema) => schema)).meta({ id: 'ConfigItem' });
export type ConfigItem = z.infer<typeof ConfigItem>;

export const CompleteConfigurationResponse = z.object({
  Status: z.string().describe(`'${CPQ_COMPLETE_SUCCESS}' when the configuration may go to the cart`),
  Error: z.string().nullable(),
  ConfigId: z.string(),
  ConfiguredPrice: z.number(),
  Currency: z.string().length(3).describe('ISO 4217 code of every price of the configuration'),
  ConfigItems: z.array(ConfigItem),
});
export type CompleteConfigurationResponse = z.infer<typeof CompleteConfigurationResponse>;

export const completeConfiguration = defineEndpoint({
  method: 'POST',
  path: '/api/cpq/v2/complete',
  summary: 'Finish a configuration and get its items and prices',
  tags,
  body: CompleteConfigurationRequest,
  response: CompleteConfigurationResponse,
});
