/// What the club-profile form edits; the server receives it as JSON.
package struct ClubProfileParam: Codable, Equatable, Sendable {
  var name = ""
  var introduction = ""

  /// The seed's computed property: a club needs a name and an introduction.
  var isCreatable: Bool {
    !name.isEmpty && !introduction.isEmpty
  }
}
