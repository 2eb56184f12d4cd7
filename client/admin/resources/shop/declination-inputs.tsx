import { Box } from '@mui/material';
import { NumberInput, required, SelectArrayInput, SelectInput, useGetList, type RaRecord } from 'react-admin';

// The fields of one declination (vintage × capacity, price, discount, variations), shared by
// the new product's list of declinations and the declination dialog of an existing product.

const CAPACITY_UNIT_CHOICES = [
  { id: 'cl', name: 'cl' },
  { id: 'l', name: 'l' },
  { id: 'ml', name: 'ml' },
];

const DISCOUNT_TYPE_CHOICES = [
  { id: 'PERCENT', name: 'Pourcentage' },
  { id: 'EURO', name: 'Montant en euros' },
];

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;

/** Variations are stored by label on the declination: choices come from the site's list. */
function VariationsInput() {
  const { data, isPending } = useGetList<RaRecord & { label: string }>('variations', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'label', order: 'ASC' },
  });
  return (
    <SelectArrayInput
      source="variations"
      label="Variations (trois au plus)"
      choices={data ?? []}
      optionValue="label"
      optionText="label"
      isPending={isPending}
      helperText="Les variations se gèrent dans « Variations »."
    />
  );
}

export function DeclinationInputs({
  isBox = false,
  withStock = false,
}: {
  isBox?: boolean;
  withStock?: boolean;
}) {
  return (
    <>
      {isBox ? null : (
        <Box sx={row}>
          <NumberInput source="year" label="Millésime" min={1900} max={2100} step={1} />
          <NumberInput source="capacity" label="Contenance" min={0} />
          <SelectInput source="capacityUnit" label="Unité" choices={CAPACITY_UNIT_CHOICES} emptyText="—" />
        </Box>
      )}
      <Box sx={row}>
        <NumberInput
          source="price"
          label="Prix TTC (€)"
          min={0}
          step={0.01}
          validate={required('Le prix est obligatoire.')}
        />
        <NumberInput
          source="sellByMultipleOf"
          label="Vendu par multiple de"
          min={1}
          step={1}
          defaultValue={1}
        />
        {withStock ? (
          <NumberInput source="quantity" label="Stock de départ" min={0} step={1} defaultValue={0} />
        ) : null}
      </Box>
      <Box sx={row}>
        <SelectInput
          source="discount.type"
          label="Remise"
          choices={DISCOUNT_TYPE_CHOICES}
          emptyText="Aucune remise"
        />
        <NumberInput source="discount.amount" label="Montant de la remise" min={0} step={0.01} />
      </Box>
      {isBox ? null : <VariationsInput />}
    </>
  );
}
