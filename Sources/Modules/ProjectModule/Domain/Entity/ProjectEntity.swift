import Foundation

/// One project on the board, as the seed's app has it: a title, a body, a deadline and the
/// column it is in.
package struct ProjectEntity: Equatable, Sendable {
  var id: UUID
  var status: ProjectStatus
  var title: String
  var body: String
  var deadline: Date

  init(id: UUID, status: ProjectStatus = .todo, title: String, body: String, deadline: Date) {
    self.id = id
    self.status = status
    self.title = title
    self.body = body
    self.deadline = deadline
  }
}
