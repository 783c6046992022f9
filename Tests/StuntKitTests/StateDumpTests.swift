import CustomDump
import Foundation
import StuntKit
import Testing

/// The state a module in another process sends is a `StateNode`; the engine prints and diffs
/// it with `StateDump`/`StateDiff`. Both must print what custom-dump prints for the value
/// itself, so a state looks the same wherever its module runs.
@Suite("State trees print and diff as custom-dump does")
struct StateDumpTests {
  enum Status: Equatable { case todo, doing, done }
  enum Outcome: Equatable {
    case loaded(count: Int, title: String)
    case failed(String)
    case pair(Int, Int)
    case idle
  }
  struct Inner: Equatable {
    var name = ""
    var introduction = ""
  }
  struct Single: Equatable { var value = 1 }
  struct Empty: Equatable {}
  struct Zoo {
    var count = 0
    var fact: String? = nil
    var isOn = false
    var ratio = 0.5
    var small: UInt8 = 3
    var status = Status.todo
    var outcome = Outcome.idle
    var inner = Inner()
    var single = Single()
    var empty = Empty()
    var items: [String] = []
    var numbers: [Int] = [1, 2, 3, 4, 5]
    var tags: Set<String> = ["b", "a"]
    var scores: [String: Int] = [:]
    var tree = "root\n└─ child"
    var quoted = #"say "hi" \ bye"#
    var point = (x: 1, y: 2)
    var nested: Inner? = Inner(name: "n", introduction: "i")
  }

  static let variants: [Zoo] = {
    var list = [Zoo()]
    func add(_ change: (inout Zoo) -> Void) {
      var zoo = Zoo()
      change(&zoo)
      list.append(zoo)
    }
    add { $0.count = 1; $0.fact = "1 is a good number." }
    add { $0.isOn = true; $0.ratio = 2 }
    add { $0.status = .done; $0.outcome = .loaded(count: 3, title: "three") }
    add { $0.outcome = .failed("offline") }
    add { $0.outcome = .pair(1, 2) }
    add { $0.inner.introduction = "그룹 소개"; $0.single.value = 2 }
    add { $0.items = ["a", "b"]; $0.numbers = [1, 2, 9, 4, 5, 6] }
    add { $0.numbers = [0, 1, 2, 3, 4, 5]; $0.tags = ["c"] }
    add { $0.scores = ["x": 1, "y": 2]; $0.tree = "root\n└─ other\n   └─ leaf" }
    add { $0.quoted = "plain"; $0.point = (x: 3, y: 2); $0.nested = nil }
    add { $0.tree = ""; $0.scores = ["y": 3] }
    add { $0.tree = #"a "quoted" """ line"# + "\nsecond" }
    return list
  }()

  @Test func dumpsMatchCustomDump() {
    for zoo in Self.variants {
      let node = StateNode(reflecting: zoo)
      #expect(StateDump.text(node) == String(customDumping: zoo))
      #expect(StateDump.text(StateNode(reflecting: zoo.outcome)) == String(customDumping: zoo.outcome))
      #expect(StateDump.text(StateNode(reflecting: zoo.tree)) == String(customDumping: zoo.tree))
    }
  }

  /// A module in another process sends its state as JSON: what arrives is the same tree.
  @Test func aTreeCrossesAsJSONUnchanged() throws {
    for zoo in Self.variants {
      let node = StateNode(reflecting: zoo)
      let arrived = try JSONDecoder().decode(StateNode.self, from: try JSONEncoder().encode(node))
      #expect(arrived == node)
      #expect(StateDump.text(arrived) == String(customDumping: zoo))
    }
  }

  @Test func diffsMatchCustomDump() {
    for old in Self.variants {
      for new in Self.variants {
        let expected = diff(old, new)
        let actual = StateDiff.text(from: StateNode(reflecting: old), to: StateNode(reflecting: new))
        #expect(actual == expected, "\(String(customDumping: old)) -> \(String(customDumping: new))")
      }
    }
  }

  @Test func theValueExpectComparesKeepsNamesAndNumbers() {
    var zoo = Zoo()
    zoo.outcome = .loaded(count: 3, title: "three")
    let value = StateNode(reflecting: zoo).value
    guard case .object(let members) = value else {
      Issue.record("expected an object, got \(value)")
      return
    }
    let byName = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
    #expect(byName["count"] == .int(0))
    #expect(byName["small"] == .int(3))
    #expect(byName["fact"] == .null)
    #expect(byName["status"] == .enumCase("todo"))
    #expect(byName["outcome"] == .object([.init("loaded", .object([.init("count", .int(3)), .init("title", .string("three"))]))]))
    #expect(byName["tags"] == .array([.string("a"), .string("b")]))
    #expect(byName["point"] == .object([.init("x", .int(1)), .init("y", .int(2))]))
  }

  @Test func aCycleOfObjectsEnds() {
    final class Node { var next: Node?; var label = "n" }
    let node = Node()
    node.next = node
    #expect(StateDump.text(StateNode(reflecting: node)) == String(customDumping: node))
  }
}
