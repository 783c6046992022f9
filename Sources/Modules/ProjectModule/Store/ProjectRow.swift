import Foundation
import GRDB

/// A project as the `project` table holds it; the domain's entity stays free of GRDB.
struct ProjectRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "project"

  var id: String
  var status: String
  var title: String
  var body: String
  var deadline: Double

  init(_ projectEntity: ProjectEntity) {
    id = projectEntity.id.uuidString
    status = projectEntity.status.rawValue
    title = projectEntity.title
    body = projectEntity.body
    deadline = projectEntity.deadline.timeIntervalSince1970
  }

  /// Nil for a row another program wrote that the board cannot show.
  var entity: ProjectEntity? {
    guard let id = UUID(uuidString: id), let status = ProjectStatus(rawValue: status) else { return nil }
    return ProjectEntity(
      id: id, status: status, title: title, body: body, deadline: Date(timeIntervalSince1970: deadline))
  }
}

/// A history entry as the `history` table holds it.
struct HistoryRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "history"

  var editedType: String
  var title: String
  var date: Double

  init(_ historyEntity: HistoryEntity) {
    editedType = historyEntity.editedType.rawValue
    title = historyEntity.title
    date = historyEntity.date
  }

  var entity: HistoryEntity? {
    HistoryEntity.EditedType(rawValue: editedType).map { HistoryEntity(editedType: $0, title: title, date: date) }
  }
}
