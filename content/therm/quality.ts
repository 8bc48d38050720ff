/**
 * Copy of /fd/quality: approvals (drawn badges with invented issuer names), the certificates list and the six
 * type tests (product-spec.md §2 "/fd/quality", §9 certifications).
 */
import type { TypeTestKey } from './media.ts';

export interface Approval {
  /** Image slug under quality/approvals/. */
  slug: string;
  /** What the approval or certificate is. */
  certificate: string;
  /** Who issues it (an invented name on the badge). */
  issuer: string;
}

export interface TypeTest {
  key: TypeTestKey;
  name: string;
  text: string;
}

export const thermQuality = {
  eyebrow: 'Quality',
  title: 'Quality',
  lead: 'A quality system certified to ISO 9001:2015, approved designs and type tests that show what our bellows can take.',
  approvalsTitle: 'Approvals',
  approvals: [
    { slug: 'iso-9001', certificate: 'ISO 9001:2015', issuer: 'Kestrel Certification Services' },
    { slug: 'iso-14001', certificate: 'ISO 14001:2015', issuer: 'Halden Assurance' },
    { slug: 'iso-45001', certificate: 'ISO 45001:2018', issuer: 'Norcroft Registrar' },
    { slug: 'state-bellows-approval', certificate: 'Metallic expansion bellows approval', issuer: 'State Pressure Equipment Board' },
  ] satisfies Approval[],
  certificatesTitle: 'Certificates',
  certificates: [
    { name: 'ISO 14001:2015', scope: 'Environmental management system' },
    { name: 'ISO 45001:2018', scope: 'Occupational health and safety management system' },
    { name: 'ISO 9001:2015', scope: 'Quality management system' },
    { name: 'State approval for metallic expansion bellows', scope: 'Approved manufacturer of metallic expansion bellows' },
  ],
  typeTestsTitle: 'Type tests',
  typeTestsLead: 'Prototype bellows are taken past their ratings to prove each design family.',
  typeTests: [
    { key: 'burst', name: 'Burst', text: 'Pressure is raised until the bellows fails, to prove a safe margin over the design pressure.' },
    { key: 'life-cycle', name: 'Life cycle', text: 'The bellows is cycled under pressure through its rated movement until it fails, against the EJMA fatigue curve.' },
    { key: 'movement', name: 'Movement', text: 'Axial, lateral and angular movements are applied to check the rated movements and the clearances.' },
    { key: 'spring-rate', name: 'Spring rate', text: 'Force is measured against deflection to confirm the stiffness given to the piping stress engineer.' },
    { key: 'squirm', name: 'Squirm', text: 'The bellows is pressurised while held at both ends to show it does not bow sideways below its squirm pressure.' },
    { key: 'standardized', name: 'Standardized', text: 'Standard joint ranges from 50 NB upward are type tested once and then built to the same proven design.' },
  ] satisfies TypeTest[],
} as const;
