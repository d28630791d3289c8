// PLACEHOLDER (lead): replaced by the portal screen helper.
export default function ParentPortalScreen() {
  return null;
}
