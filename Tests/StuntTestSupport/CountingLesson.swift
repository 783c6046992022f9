/// A lesson of three steps on the counter, for the learn loop's tests: in process and at a
/// terminal.
public enum CountingLesson {
  public static let text = """
    % lesson Counting
    % teaches stub
    Goal: make the counter count.
      > load counter
      loaded counter (clock: real, numberFact: real)

    % step Make the count 3.
    % goal count == 3
    % hint `send incrementButtonTapped` adds one.
      > set count 3

    That is three.

    % step Make numberFact a stub.
    % goal use.numberFact == stub
      > use numberFact stub

    % step Make the count 5.
    % goal count == 5
      > set count 5

    """
}
