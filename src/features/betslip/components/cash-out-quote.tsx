import { List, Radio, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const bet = cashOutBetText(quote, runnerName, part.stake);
  const walk = walkText(quote);
  const takenNow = formatMoney(quote.now.stake);
  const total = formatMoney(quote.stake);
  const restStake = formatMoney(quote.restStake);
  const price = formatPrice(quote.price);
  const profit = signedRupees(quote.profit);
  const percentNow = percentOf(quote.now);
  const profitNow = signedRupees(quote.now.profit);
  return (
    <>
      <Text fw={700} size="lg" data-testid="cash-out-quote" aria-live="polite">
        {headline !== null && short && choice !== 'refuse' ? t`${headline}, once all of it is matched` : headline}
      </Text>
      <Text size="sm">
        {quote.fills.length > 1 ? t`${bet}, placed now at the current prices.` : t`${bet}, placed now at the current price.`}
      </Text>
      {(quote.fills.length > 1 || short) && (
        <Text size="sm" data-testid="cash-out-walk">
          {t`The book takes it level by level, best price first: ${walk}.`}
          {short && ` ${t`It takes ₹${takenNow} of ₹${total} now.`}`}
        </Text>
      )}
      {short && (
        <Radio.Group
          label={t`The other ₹${restStake}, which the book cannot take now`}
          value={rest}
          onChange={(value) => onRest(value === 'refuse' ? 'refuse' : 'rest')}
          data-testid="cash-out-rest"
        >
          <Stack gap="xs" mt="xs">
            <Radio value="rest" label={t`Leave it unmatched at ${price}: ${profit} whatever the result once all of it is matched`} />
            <Radio value="refuse" label={t`Do not send it: cash out ${percentNow}% now for ${profitNow} whatever the result`} />
          </Stack>
        </Radio.Group>
      )}
      {short && choice === 'refuse' && (
        <Text size="sm" data-testid="cash-out-worst-case">
          {t`It is sent as fill-or-kill: what the book cannot take when it arrives is not kept. Until the exchange supports that, at worst ₹${takenNow} could rest unmatched at ${price} until you cancel it in Open bets.`}
        </Text>
      )}
      {riding.length > 0 && (
        <div data-testid="cash-out-left">
          <Text size="sm">{t`The position left riding:`}</Text>
          <List size="sm">
            {riding.map((candidate) => {
              const name = candidate.name;
              return (
                <List.Item key={candidate.id}>
                  <Trans>
                    <CashOutAmount value={part.left.get(candidate.id) ?? 0} /> if {name} wins
                  </Trans>
                </List.Item>
              );
            })}
          </List>
        </div>
      )}
    </>
  );
}
