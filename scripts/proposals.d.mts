// Types of scripts/proposals.mjs (our proposals, from the x-proposal marker of the API descriptions).

/** One proposal: where it is ('POST Bet/CancelBet', 'OpenBet.clientRef', …) and what and why. */
export interface Proposal {
  where: string;
  note: string;
}

/** A parsed API description (OpenAPI or AsyncAPI document as plain data). */
export type ApiDocument = Record<string, unknown>;

export const DOC_START: string;
export const DOC_END: string;
export function restProposals(spec: ApiDocument): Proposal[];
export function hubProposals(hub: ApiDocument): Proposal[];
export function loadSpecs(paths?: { rest?: string; hub?: string }): Promise<{ rest: ApiDocument; hub: ApiDocument }>;
export function proposalsSection(specs: { rest: ApiDocument; hub: ApiDocument }): string;
export function withProposalsSection(doc: string, section: string): string;
