import {
  ORGANIZATION_ROLE_LABELS,
  ORGANIZATION_ROLES,
  type OrganizationRole,
} from '@bilheteria/domain/organization-roles';
import type { ComponentProps } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

/** One of the five roles, by their names (what each may do is said beside the control). */
export function RoleSelect({
  value,
  onChange,
  disabled,
  placeholder = 'Selecione',
  trigger,
}: {
  value: OrganizationRole | '';
  onChange: (role: OrganizationRole) => void;
  disabled?: boolean;
  placeholder?: string;
  trigger: ComponentProps<typeof SelectTrigger>;
}) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as OrganizationRole)}
      disabled={disabled}
    >
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {ORGANIZATION_ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ORGANIZATION_ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
