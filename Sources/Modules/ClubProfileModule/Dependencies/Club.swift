/// A club as the server returns it.
package struct Club: Codable, Equatable, Sendable {
  var id: Int
  var name: String
  var introduction: String
}
