/// Column alignment for tables (`help`, `deps`, `inputs`, `history`).
extension String {
  /// Pads with spaces to a column width (counting characters).
  func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  func leftPadded(to width: Int, with pad: Character) -> String {
    String(repeating: pad, count: max(0, width - count)) + self
  }
}
