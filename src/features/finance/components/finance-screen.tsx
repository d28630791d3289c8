// PLACEHOLDER (lead): replaced by the Finance screen helper.
export default function FinanceScreen() {
  return null;
}
