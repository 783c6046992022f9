/// Why no doubles were generated for a declaration: every problem found, in the order they were
/// found, so one reading reports them all.
public struct DoublesRefusal: Error {
  public let problems: [DoublesProblem]

  public init(_ problems: [DoublesProblem]) {
    self.problems = problems
  }
}
