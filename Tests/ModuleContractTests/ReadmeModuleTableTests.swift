import BuiltInModules
import Foundation
import StuntKit
import Testing

/// The README's table of modules names every module, slot and variant as the modules declare
/// them, so it cannot drift: a slot or variant added, renamed or dropped fails here until the
/// table says the same.
@MainActor
@Suite("The README's module table")
struct ReadmeModuleTableTests {
  /// Named with its module: the author's guide's tests (`Tests/AuthorGuideTests`), in the same
  /// test target, declare a `ModuleRegistry` of their own, as the guide shows.
  static var modules: [ModuleEntry] { BuiltInModules.ModuleRegistry.all }

  /// `` `clock` (real, test, immediate, unimplemented), `numberFact` (real, stub, …) ``: slots in
  /// declared order, neighbours with the same variants sharing one list.
  static func slotsCell(_ descriptor: ModuleDescriptor) -> String {
    var groups: [(slots: [String], variants: [String])] = []
    for slot in descriptor.slots {
      let variants = slot.variants.map(\.name)
      if let last = groups.last, last.variants == variants {
        groups[groups.count - 1].slots.append(slot.name)
      } else {
        groups.append(([slot.name], variants))
      }
    }
    return groups.map { group in
      group.slots.map { "`\($0)`" }.joined(separator: ", ") + " (" + group.variants.joined(separator: ", ") + ")"
    }.joined(separator: ", ")
  }

  @Test func everyModuleIsARowWithItsSlotsAndVariants() throws {
    let readme = try String(contentsOf: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for entry in Self.modules {
      let slots = Self.slotsCell(entry.descriptor)
      guard let row = rows.first(where: { $0.hasPrefix("| `\(entry.name)` |") }) else {
        // A module just added to the registry: the row it needs, to be put in the seed's words.
        let row = "| `\(entry.name)` | \(entry.descriptor.seed) | \(entry.descriptor.summary) | \(slots) |"
        Issue.record("the table has no row for \(entry.name); add one, e.g. \(row)")
        continue
      }
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(cells.last == slots, "\(entry.name)'s slots")
    }
  }

  /// The backend's table (`docs/backend.md`) says which slot each endpoint serves:
  /// `` counter's `numberFact` ``.
  @Test func theBackendsTableNamesSlotsThatExist() throws {
    let page = try String(contentsOf: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/backend.md"), encoding: .utf8)
    let start = try #require(page.range(of: "| endpoint | for | answers |"))
    let rows = page[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
    #expect(rows.count >= 4)
    let slots = Set(Self.modules.flatMap { $0.descriptor.slots.map(\.name) })
    for row in rows {
      let served = row.split(separator: "|").dropFirst().first ?? ""
      let named = served.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
      #expect(named.count == 1 && slots.contains(named[0]), "\(row): names no slot a module has")
    }
  }
}
