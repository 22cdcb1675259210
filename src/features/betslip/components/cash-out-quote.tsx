import { List, Radio, Stack, Text } from '@mantine/core';
import type { CashOutPart, CashOutQuote, CashOutRest } from '@/lib/exchange/cash-out';
import { formatMoney } from '@/lib/money';
import { cashOutBetText, percentOf, signedRupees, walkText } from '../model/cash-out-text';
import type { CashOutMarket } from '../model/cash-out-book';
import { formatPrice } from '../model/slip-inputs';
import { CashOutAmount } from './cash-out-amount';

interface CashOutQuoteViewProps {
  quote: CashOutQuote;
  runnerName: string;
  part: CashOutPart;
  headline: string | null;
  /** The book cannot take all of it now. */
  short: boolean;
  choice: CashOutRest | null;
  rest: CashOutRest | null;
  onRest: (rest: CashOutRest) => void;
  riding: CashOutMarket['runners'];
}

export function CashOutQuoteView({ quote, runnerName, part, headline, short, choice, rest, onRest, riding }: CashOutQuoteViewProps) {
  return (
    <>
      <Text fw={700} size="lg" data-testid="cash-out-quote" aria-live="polite">
        {headline}
        {short && choice !== 'refuse' ? ', once all of it is matched' : ''}
      </Text>
      <Text size="sm">
        {cashOutBetText(quote, runnerName, part.stake)}, placed now at the current {quote.fills.length > 1 ? 'prices' : 'price'}.
      </Text>
      {(quote.fills.length > 1 || short) && (
        <Text size="sm" data-testid="cash-out-walk">
          The book takes it level by level, best price first: {walkText(quote)}.
          {short && ` It takes ₹${formatMoney(quote.now.stake)} of ₹${formatMoney(quote.stake)} now.`}
        </Text>
      )}
      {short && (
        <Radio.Group
          label={`The other ₹${formatMoney(quote.restStake)}, which the book cannot take now`}
          value={rest}
          onChange={(value) => onRest(value === 'refuse' ? 'refuse' : 'rest')}
          data-testid="cash-out-rest"
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="rest"
              label={`Leave it unmatched at ${formatPrice(quote.price)}: ${signedRupees(quote.profit)} whatever the result once all of it is matched`}
            />
            <Radio
              value="refuse"
              label={`Do not send it: cash out ${percentOf(quote.now)}% now for ${signedRupees(quote.now.profit)} whatever the result`}
            />
          </Stack>
        </Radio.Group>
      )}
      {short && choice === 'refuse' && (
        <Text size="sm" data-testid="cash-out-worst-case">
          It is sent as fill-or-kill: what the book cannot take when it arrives is not kept. Until the exchange supports that, at worst ₹
          {formatMoney(quote.now.stake)} could rest unmatched at {formatPrice(quote.price)} until you cancel it in Open bets.
        </Text>
      )}
      {riding.length > 0 && (
        <div data-testid="cash-out-left">
          <Text size="sm">The position left riding:</Text>
          <List size="sm">
            {riding.map((candidate) => (
              <List.Item key={candidate.id}>
                <CashOutAmount value={part.left.get(candidate.id) ?? 0} /> if {candidate.name} wins
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </>
  );
}
