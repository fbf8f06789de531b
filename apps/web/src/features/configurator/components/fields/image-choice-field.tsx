import { Center, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconPhoto } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import { nextEnabledIndex } from '../../configurator-logic';
import { ChoiceGroup } from './choice-fields';
import type { FieldProps } from './field-parts';
import classes from './image-choice-field.module.css';

const KEY_STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * ImageChoice: picture cards that behave as a radio group. One card is in the tab order
 * (the chosen one, else the first available); arrow keys, Home and End move and choose.
 */
export function ImageChoiceField({ option, value, onChange, aside, error }: FieldProps) {
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const choices = option.SelectableValues;
  const enabled = choices.map((c) => option.IsEnabled && c.IsEnabled);
  const chosen = choices.findIndex((c) => c.Value === value);
  const tabStop = chosen >= 0 && enabled[chosen] ? chosen : enabled.indexOf(true);

  const moveTo = (index: number) => {
    const choice = choices[index];
    if (index < 0 || !choice) return;
    cards.current[index]?.focus();
    if (choice.Value !== value) onChange(choice.Value);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    let target: number | null = null;
    if (step) target = nextEnabledIndex(enabled, index, step);
    else if (event.key === 'Home') target = nextEnabledIndex(enabled, -1, 1);
    else if (event.key === 'End') target = nextEnabledIndex(enabled, choices.length, -1);
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <ChoiceGroup option={option} aside={aside} error={error}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {choices.map((choice, index) => {
          const checked = index === chosen;
          return (
            <UnstyledButton
              key={choice.Value}
              ref={(element: HTMLButtonElement | null) => {
                cards.current[index] = element;
              }}
              className={classes.card}
              role="radio"
              aria-checked={checked}
              data-value={choice.Value}
              disabled={!enabled[index]}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => moveTo(index)}
              onKeyDown={onKeyDown(index)}
            >
              {choice.ImageLink ? (
                <img className={classes.picture} src={choice.ImageLink} alt="" loading="lazy" />
              ) : (
                <Center className={classes.picture} c="gray.5">
                  <IconPhoto size={40} aria-hidden />
                </Center>
              )}
              <Group gap={4} wrap="nowrap" justify="center">
                {checked && <IconCircleCheckFilled size={16} color="var(--mantine-color-ember-7)" aria-hidden />}
                <Text size="sm" fw={checked ? 600 : 400} ta="center">
                  {choice.Caption}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </ChoiceGroup>
  );
}
