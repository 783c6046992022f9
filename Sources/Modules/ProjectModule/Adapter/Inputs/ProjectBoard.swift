import Foundation
import StuntKit

/// The board as the inputs read it: a project named by its title or its id, and the checks a
/// form makes before anything is sent (a title, a deadline that is a day).
struct ProjectBoard {
  let projectEntities: [ProjectEntity]

  /// The project whose id or title is `name`; a title two projects share must be given as an id.
  func find(_ name: String) throws(ModuleError) -> ProjectEntity {
    if let id = UUID(uuidString: name), let project = projectEntities.first(where: { $0.id == id }) { return project }
    let titled = projectEntities.filter { $0.title == name }
    switch titled.count {
    case 1: return titled[0]
    case 0:
      let titles = projectEntities.map { Value.quoted($0.title) }
      throw ModuleError(
        "no project \(Value.quoted(name)) on the board"
          + (titles.isEmpty ? " (it is empty)" : "; it has " + titles.joined(separator: ", ")))
    default:
      throw ModuleError("\(titled.count) projects are titled \(Value.quoted(name)); name one by its id")
    }
  }

  /// The id of the project `name` names. An id that is not on the board is passed on as it is,
  /// so the system under test meets it and its own failure path runs: the sandbox does not
  /// refuse it first.
  func id(_ name: String) throws(ModuleError) -> UUID {
    if let id = UUID(uuidString: name), !projectEntities.contains(where: { $0.id == id }) { return id }
    return try find(name).id
  }

  /// The project `name` names; for an id that is not on the board, a project of that id with an
  /// empty title and body and the seed's start as its deadline, which the changes then edit.
  func project(_ name: String) throws(ModuleError) -> ProjectEntity {
    if let id = UUID(uuidString: name), !projectEntities.contains(where: { $0.id == id }) {
      return ProjectEntity(id: id, title: "", body: "", deadline: ProjectDate.seedStart)
    }
    return try find(name)
  }

  static func validate(_ new: NewProject) throws(ModuleError) -> (title: String, deadline: Date) {
    (try title(new.title), try day(new.deadline))
  }

  /// The project with the changes given; what is left out stays.
  static func apply(_ change: ContentChange, to project: ProjectEntity) throws(ModuleError) -> ProjectEntity {
    var project = project
    if let title = change.title { project.title = try self.title(title) }
    if let body = change.body { project.body = body }
    if let deadline = change.deadline { project.deadline = try day(deadline) }
    if let status = change.status { project.status = status }
    return project
  }

  static func title(_ title: String) throws(ModuleError) -> String {
    guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw ModuleError("a project needs a title") }
    return title
  }

  static func day(_ text: String) throws(ModuleError) -> Date {
    guard let day = ProjectDate.day(text) else {
      throw ModuleError("deadline \(Value.quoted(text)) is not a day; write it as 2022-07-15")
    }
    return day
  }
}
