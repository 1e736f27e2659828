/** Constant-payment (annuity) loan: the monthly payment and the yearly schedule. */
export type LoanYear = { year: number; payments: number; interest: number; principal: number; insurance: number; remaining: number };

export function monthlyPayment(amount: number, annualRatePercent: number, years: number): number {
  const n = years * 12;
  if (amount <= 0 || n <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return amount / n;
  return (amount * r) / (1 - (1 + r) ** -n);
}

export function loanSchedule(amount: number, annualRatePercent: number, years: number, insuranceRatePercent = 0): LoanYear[] {
  const payment = monthlyPayment(amount, annualRatePercent, years);
  const r = annualRatePercent / 100 / 12;
  const monthlyInsurance = (amount * insuranceRatePercent) / 100 / 12;
  const rows: LoanYear[] = [];
  let remaining = amount;
  for (let year = 1; year <= years; year++) {
    let interest = 0;
    let principal = 0;
    for (let month = 0; month < 12; month++) {
      const monthInterest = remaining * r;
      const monthPrincipal = Math.min(remaining, payment - monthInterest);
      interest += monthInterest;
      principal += monthPrincipal;
      remaining -= monthPrincipal;
    }
    rows.push({ year, payments: payment * 12, interest, principal, insurance: monthlyInsurance * 12, remaining: Math.max(0, remaining) });
  }
  return rows;
}
