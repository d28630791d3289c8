/** The Academic screen: the students page (spec part 2 §2.1). Being built (issue 5). */
export default function StudentsScreen() {
  return null;
}
