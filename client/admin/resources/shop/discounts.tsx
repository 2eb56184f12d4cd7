import { Box } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DateTimeInput,
  FunctionField,
  List,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import type { DiscountDetail } from '../../../../src/schema/orders/discount';
import { euros, ResponsiveGrid, ShopToolbar } from './responsive';
import { NoticeCreate, NoticeEdit } from '../../messages/saved-notice';
import { countOf } from '../../messages/french-plural';

// Discount codes: a percentage or an amount, on the products or on the delivery only, with
// dates, a minimum basket and use limits. The server counts the uses.

const TYPE_CHOICES = [
  { id: 'PERCENT', name: 'Pourcentage' },
  { id: 'EURO', name: 'Montant en euros' },
];
const DETAIL_CHOICES = [{ id: 'SHIPPING_FEES', name: 'Sur la livraison seulement' }];

export const discountValue = (discount: Pick<DiscountDetail, 'type' | 'amount' | 'detailType'>) =>
  `${discount.type === 'PERCENT' ? `${discount.amount} %` : euros(discount.amount)}${
    discount.detailType === 'SHIPPING_FEES' ? ' sur la livraison' : ''
  }`;

export const DiscountList = () => (
  <List title="Codes promo" sort={{ field: 'code', order: 'ASC' }}>
    <ResponsiveGrid<DiscountDetail>
      primary={(discount) => discount.code}
      secondary={(discount) =>
        `${discountValue(discount)} – ${countOf(discount.uses, 'utilisation', 'utilisations')}${discount.isActive ? '' : ' – inactif'}`
      }
    >
      <TextField source="code" label="Code" />
      <TextField source="label" label="Libellé" />
      <FunctionField<DiscountDetail> label="Remise" render={discountValue} />
      <TextField source="uses" label="Utilisations" />
      <BooleanField source="isActive" label="Actif" />
    </ResponsiveGrid>
  </List>
);

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;

const DiscountForm = () => (
  <SimpleForm toolbar={<ShopToolbar />}>
    <TextInput
      source="code"
      label="Code"
      validate={required('Le code est obligatoire.')}
      helperText="Lettres, chiffres, « - » ou « _ », sans espace."
    />
    <TextInput source="label" label="Libellé" fullWidth />
    <Box sx={row}>
      <SelectInput
        source="type"
        label="Type"
        choices={TYPE_CHOICES}
        defaultValue="PERCENT"
        validate={required('Le type est obligatoire.')}
      />
      <NumberInput
        source="amount"
        label="Montant"
        min={0}
        step={0.01}
        validate={required('Le montant est obligatoire.')}
      />
      <SelectInput
        source="detailType"
        label="S’applique"
        choices={DETAIL_CHOICES}
        emptyText="Sur les produits"
      />
    </Box>
    <Box sx={row}>
      <DateTimeInput source="startsAt" label="Valable à partir du" />
      <DateTimeInput source="endsAt" label="Valable jusqu’au" />
    </Box>
    <Box sx={row}>
      <NumberInput source="minSubtotal" label="Achat minimum (€)" min={0} step={0.01} defaultValue={0} />
      <NumberInput source="maxUses" label="Utilisations au plus (vide : sans limite)" min={0} step={1} />
      <NumberInput
        source="maxUsesPerMember"
        label="Par client au plus (vide : sans limite)"
        min={0}
        step={1}
      />
    </Box>
    <BooleanInput source="isActive" label="Actif" defaultValue />
  </SimpleForm>
);

export const DiscountEdit = () => (
  <NoticeEdit title="Modifier le code promo" mutationMode="pessimistic">
    <DiscountForm />
  </NoticeEdit>
);

export const DiscountCreate = () => (
  <NoticeCreate title="Nouveau code promo" redirect="list">
    <DiscountForm />
  </NoticeCreate>
);
