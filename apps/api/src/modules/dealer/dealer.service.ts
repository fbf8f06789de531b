import type {
  GetCompanyResponse,
  GetContactInfoResponse,
  GetDeliveryAddressResponse,
  GetMyContactResponse,
  GetOrderBlockResponse,
  GetPostalAddressResponse,
  GetSalesRepInfoResponse,
  GetVisitingAddressResponse,
  IsSignedUpForCampaignResponse,
  SignUpForCampaignResponse,
  UpdateContactInfoRequest,
  UpdateContactInfoResponse,
  UpdateMyContactRequest,
  UpdateMyContactResponse,
} from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { badRequest, conflict, found } from '../../platform/errors.js';
import { campaignYear } from './campaign-year.js';
import type { DealerRepository } from './dealer.repository.js';

const emailInUse = () => conflict('EMAIL_IN_USE', 'Another contact already signs in with this e-mail address');

/** PostgreSQL's unique_violation: two saves raced for the same address. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

export function createDealerService(repo: DealerRepository, now: () => Date = () => new Date()) {
  const customerOf = async (principal: Principal) => {
    const customer = await found(repo.customer(principal.customerNumber), 'Customer');
    return customer;
  };

  return {
    // The access check has just read the caller's contact record; no second query.
    async myContact(principal: Principal): Promise<GetMyContactResponse> {
      return {
        contactid: principal.contactId,
        emailaddress1: principal.email,
        ...principal.contact,
      };
    },

    // The e-mail address is the sign-in name: another address takes the confirmed change
    // (POST /api/account/email-change), so here it may only change its letters' case.
    async updateMyContact(principal: Principal, input: UpdateMyContactRequest): Promise<UpdateMyContactResponse> {
      if (input.emailaddress1.trim().toLowerCase() !== principal.email.toLowerCase())
        throw badRequest(
          'emailaddress1',
          'emailaddress1: a new address is confirmed through a link sent to it (POST /api/account/email-change)',
          'account.email-change-by-link',
        );
      const holder = await repo.contactIdByEmail(input.emailaddress1);
      if (holder !== undefined && holder !== principal.contactId) throw emailInUse();
      try {
        await repo.updateContact(principal.contactId, {
          email: input.emailaddress1,
          firstname: input.firstname,
          lastname: input.lastname,
          telephone1: input.telephone1,
          mobilephone: input.mobilephone,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
      return { ok: true };
    },

    async postalAddress(principal: Principal): Promise<GetPostalAddressResponse> {
      const c = await customerOf(principal);
      return { name: c.name, address1_line1: c.postal_line1, address1_postalcode: c.postal_postalcode, address1_city: c.postal_city };
    },

    async visitingAddress(principal: Principal): Promise<GetVisitingAddressResponse> {
      const c = await customerOf(principal);
      return { address2_line1: c.visiting_line1, address2_postalcode: c.visiting_postalcode, address2_city: c.visiting_city };
    },

    async company(principal: Principal): Promise<GetCompanyResponse> {
      const c = await customerOf(principal);
      return { name: c.name, customerNumber: c.customer_number };
    },

    async orderBlock(principal: Principal): Promise<GetOrderBlockResponse> {
      const c = await customerOf(principal);
      return { blocked: c.order_blocked, reason: c.order_blocked ? c.order_block_reason : null };
    },

    async contactInfo(principal: Principal): Promise<GetContactInfoResponse> {
      const c = await customerOf(principal);
      return { ed_commonname: c.common_name, telephone1: c.phone, emailaddress1: c.email, websiteurl: c.website };
    },

    async updateContactInfo(principal: Principal, input: UpdateContactInfoRequest): Promise<UpdateContactInfoResponse> {
      await customerOf(principal);
      await repo.updateCompanyContact(principal.customerNumber, {
        common_name: input.commonName,
        email: input.email,
        website: input.website,
        phone: input.phone,
      });
      return { ok: true };
    },

    async isSignedUpForCampaign(principal: Principal): Promise<IsSignedUpForCampaignResponse> {
      const year = campaignYear(principal.market, now());
      return { ed_signedupforthisyearscampaign: await repo.isSignedUpForCampaign(principal.customerNumber, year) };
    },

    async signUpForCampaign(principal: Principal): Promise<SignUpForCampaignResponse> {
      const at = now();
      await repo.signUpForCampaign(principal.customerNumber, campaignYear(principal.market, at), principal.contactId, at);
      return { ok: true };
    },

    async deliveryAddresses(principal: Principal): Promise<GetDeliveryAddressResponse> {
      const rows = await repo.deliveryAddresses(principal.customerNumber);
      return {
        value: [
          {
            Account_CustomerAddress: rows.map((r) => ({
              id: r.id,
              name: r.name,
              line1: r.line1,
              line2: r.line2,
              line3: r.line3,
              city: r.city,
              postalcode: r.postalcode,
              country: r.country,
              ed_primary: r.is_primary,
            })),
          },
        ],
      };
    },

    /** The customer's sales representative; every field null when none is assigned. */
    async salesRepInfo(principal: Principal): Promise<GetSalesRepInfoResponse> {
      const rep = await repo.salesRep(principal.customerNumber);
      return {
        firstname: rep?.firstname ?? null,
        lastname: rep?.lastname ?? null,
        internalemailaddress: rep?.email ?? null,
        address1_telephone1: rep?.phone ?? null,
        mobilephone: rep?.mobilephone ?? null,
      };
    },
  };
}
export type DealerService = ReturnType<typeof createDealerService>;
