import { Checkbox, Group, Image, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogs.ts';
import { useMoney } from '../../hooks/useMoney.ts';
import {
  DEPOSIT_THRESHOLDS,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGE_KINDS,
  MULTIMEDIA,
  FLAG_PARAMS,
  RANGES,
  SPECS,
  type Filters,
  type FlagFilter,
  type ListFilter,
} from '../../lib/search.ts';

type Counts = { count: number; supplier: { id: string; name: string; logoUrl?: string | null } };

export interface SearchFiltersProps {
  filters: Filters;
  supplierCounts: readonly Counts[];
  onList: (filter: ListFilter, values: string[]) => void;
  onValue: (name: 'maxDeposit' | 'minRating' | 'seats', value: string | null) => void;
  onFlag: (name: FlagFilter, on: boolean) => void;
}

const RATINGS = ['1', '2', '3', '4'];
const SEATS = ['2', '4', '5', '7', '9'];

/** The filters of the search page (the sort is in the page's bar); each change goes to the URL (SearchPage). */
export function SearchFilters({ filters, supplierCounts, onList, onValue, onFlag }: SearchFiltersProps) {
  const intl = useIntl();
  const money = useMoney();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // One list: "£187.50, £375.00, £562.50", never "£375" beside "£187.50".
  const depositCents = money.anyCents(DEPOSIT_THRESHOLDS.map(String));

  const group = (filter: ListFilter, labelId: MessageId, values: readonly string[], prefix: string, description?: string) => (
    <Checkbox.Group label={t(labelId)} description={description} value={filters[filter]} onChange={(next) => onList(filter, next)}>
      <Stack gap={6} mt={6}>
        {values.map((value) => (
          <Checkbox key={value} value={value} label={t(`${prefix}.${value}` as MessageId)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );

  return (
    <Stack gap="lg">
      {/* The marks of the results, first: what drivers filter on most. */}
      <Checkbox.Group
        label={t('filters.terms')}
        value={FLAG_PARAMS.filter((name) => filters[name])}
        onChange={(next) => {
          for (const name of FLAG_PARAMS) if (next.includes(name) !== filters[name]) onFlag(name, next.includes(name));
        }}
      >
        <Stack gap={6} mt={6}>
          {FLAG_PARAMS.map((name) => (
            <Checkbox key={name} value={name} label={t(`filters.${name}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      {supplierCounts.length > 0 && (
        <Checkbox.Group label={t('filters.suppliers')} value={filters.suppliers} onChange={(next) => onList('suppliers', next)}>
          <Stack gap={6} mt={6}>
            {supplierCounts.map(({ supplier, count }) => (
              <Checkbox
                key={supplier.id}
                value={supplier.id}
                label={
                  <Group gap="xs" wrap="nowrap">
                    {supplier.logoUrl && <Image src={supplier.logoUrl} alt="" w={60} h={30} fit="contain" />}
                    <Text size="sm">
                      {supplier.name} ({count})
                    </Text>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {group('gearboxes', 'filters.gearbox', GEARBOXES, 'gearbox')}
      {group('fuelTypes', 'filters.fuelType', FUEL_TYPES, 'fuelType')}
      {group('mileage', 'car.mileage', MILEAGE_KINDS, 'mileage')}
      {group('fuelPolicies', 'filters.fuelPolicy', FUEL_POLICIES, 'fuelPolicy')}
      <Radio.Group
        label={t('filters.deposit')}
        value={filters.maxDeposit === null ? '' : String(filters.maxDeposit)}
        onChange={(value) => onValue('maxDeposit', value || null)}
      >
        <Stack gap={6} mt={6}>
          <Radio value="" label={t('filters.any')} />
          {DEPOSIT_THRESHOLDS.map((threshold) => (
            <Radio
              key={threshold}
              // The filter is in USD (the URL keeps 250, 500 or 750); its label in the chosen currency.
              value={String(threshold)}
              label={intl.formatMessage({ id: 'filters.atMost' }, { amount: money.formatThreshold(String(threshold), depositCents) })}
            />
          ))}
        </Stack>
      </Radio.Group>
      {group('specs', 'filters.specs', SPECS, 'spec')}
      {group('ranges', 'filters.range', RANGES, 'range', t('filters.scooterHint'))}
      {group('multimedia', 'filters.multimedia', MULTIMEDIA, 'multimedia')}
      <NativeSelect
        label={t('filters.minRating')}
        value={filters.minRating === null ? '' : String(filters.minRating)}
        onChange={(event) => onValue('minRating', event.currentTarget.value || null)}
        data={[
          { value: '', label: t('filters.any') },
          ...RATINGS.map((value) => ({ value, label: intl.formatMessage({ id: 'filters.ratingAtLeast' }, { rating: value }) })),
        ]}
      />
      <NativeSelect
        label={t('filters.seats')}
        value={filters.seats === null ? '' : String(filters.seats)}
        onChange={(event) => onValue('seats', event.currentTarget.value || null)}
        data={[{ value: '', label: t('filters.any') }, ...SEATS.map((value) => ({ value, label: value }))]}
      />
    </Stack>
  );
}
