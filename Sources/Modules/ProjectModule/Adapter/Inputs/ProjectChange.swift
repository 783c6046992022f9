import StuntKit

/// `send update project="기획" status=doing`: the use case's update of a project on the board,
/// named by its title or id; what is left out stays as it is.
struct ProjectChange: InputPayload {
  var project: String
  var title: String?
  var body: String?
  var deadline: String?
  var status: ProjectStatus?

  static let sample = ProjectChange(project: "")

  var edits: ContentChange { ContentChange(title: title, body: body, deadline: deadline, status: status) }
}
