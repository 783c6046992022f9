extension KeyedDecodingContainer {
  /// A descriptor field a plugin may leave out (Plugins/PROTOCOL.md lists which, and their
  /// defaults): absent or null reads as `fallback`.
  func decode<Field: Decodable>(_ key: Key, or fallback: @autoclosure () -> Field) throws -> Field {
    try decodeIfPresent(Field.self, forKey: key) ?? fallback()
  }
}
