import Foundation
import GRDB

/// The real store under the persistent and history managers: one SQLite file with a table of
/// projects and a table of history entries, made by GRDB migrations. Rows keep the order they
/// were written in (SQLite's rowid), as the seed's board lists its projects.
final class ProjectDatabase: Sendable {
  private let queue: DatabaseQueue
  /// The file's name, for messages: never its folder, which is a temporary one.
  let fileName: String

  init(path: URL) throws(StoreError) {
    fileName = path.lastPathComponent
    // SQLite would open a device or a FIFO as readily as a file, and write its journal beside
    // it: `file=/dev/null` would leave /dev/null-journal behind. Only a regular file, or none.
    var status = stat()
    if stat(path.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      throw StoreError(file: fileName, NotARegularFile())
    }
    do {
      queue = try DatabaseQueue(path: path.path)
      try Self.migrator.migrate(queue)
    } catch {
      throw StoreError(file: path.lastPathComponent, error)
    }
  }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: projects and history") { db in
      try db.create(table: "project") { table in
        table.primaryKey("id", .text)
        table.column("status", .text).notNull()
        table.column("title", .text).notNull()
        table.column("body", .text).notNull()
        table.column("deadline", .double).notNull()
      }
      try db.create(table: "history") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("editedType", .text).notNull()
        table.column("title", .text).notNull()
        table.column("date", .double).notNull()
      }
    }
    return migrator
  }

  func projects() throws(StoreError) -> [ProjectEntity] {
    try reading { db in try ProjectRow.order(Column.rowID).fetchAll(db).compactMap(\.entity) }
  }

  func insert(_ projectEntity: ProjectEntity) throws(StoreError) {
    try writing { db in try ProjectRow(projectEntity).insert(db) }
  }

  /// False when no row has the project's id.
  @discardableResult
  func update(_ projectEntity: ProjectEntity) throws(StoreError) -> Bool {
    try writing { db in
      guard try ProjectRow.exists(db, key: projectEntity.id.uuidString) else { return false }
      try ProjectRow(projectEntity).update(db)
      return true
    }
  }

  func delete(_ projectEntityID: UUID) throws(StoreError) {
    try writing { db in _ = try ProjectRow.deleteOne(db, key: projectEntityID.uuidString) }
  }

  func history() throws(StoreError) -> [HistoryEntity] {
    try reading { db in try HistoryRow.order(Column("id")).fetchAll(db).compactMap(\.entity) }
  }

  func insert(_ historyEntity: HistoryEntity) throws(StoreError) {
    try writing { db in try HistoryRow(historyEntity).insert(db) }
  }

  private func reading<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
    do { return try queue.read(body) } catch { throw StoreError(file: fileName, error) }
  }

  private func writing<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
    do { return try queue.write(body) } catch { throw StoreError(file: fileName, error) }
  }
}

/// What a path the user gave for the database is, when it is not a regular file.
struct NotARegularFile: Error, CustomStringConvertible {
  var description: String { "it is not a regular file (a folder, a device or a FIFO)" }
}
