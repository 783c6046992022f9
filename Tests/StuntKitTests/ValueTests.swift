import Foundation
import Testing

@testable import StuntKit

@Suite("Value")
struct ValueTests {
  struct Param { var name = ""; var introduction: String? = "소개"; var tags = ["a"] }
  enum AlertCase { case lackOfInformation }
  enum Action { case factResponse(String), timerTick, pair(Int, label: String) }

  @Test func reflectsSwiftValues() {
    #expect(Value(reflecting: 3) == .int(3))
    #expect(Value(reflecting: UInt8(3)) == .int(3))
    #expect(Value(reflecting: 1.5) == .double(1.5))
    #expect(Value(reflecting: "x") == .string("x"))
    #expect(Value(reflecting: Optional<Int>.none as Any) == .null)
    #expect(Value(reflecting: Optional(4) as Any) == .int(4))
    #expect(Value(reflecting: AlertCase.lackOfInformation) == .enumCase("lackOfInformation"))
    #expect(Value(reflecting: Param()) == .object([
      .init("name", .string("")), .init("introduction", .string("소개")), .init("tags", .array([.string("a")])),
    ]))
    #expect(Value(reflecting: ["b": 2, "a": 1]) == .object([.init("a", .int(1)), .init("b", .int(2))]))
    // An id as an argument reads as its text, as `mock ... projectEntityID="…"` types it.
    let id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7))
    #expect(Value(reflecting: Optional(id) as Any) == .string("00000000-0000-0000-0000-000000000007"))
    #expect(Value(reflecting: Optional<UUID>.none as Any) == .null)
  }

  @Test func setsReadInAStableOrder() throws {
    let tags: Set<String> = ["b", "c", "a", "그룹"]
    #expect(Value(reflecting: tags) == .array([.string("a"), .string("b"), .string("c"), .string("그룹")]))
    struct Tagged { var tags: Set<Int> = [3, 1, 2] }
    #expect(try StatePath("tags.0").resolve(in: StateNode(reflecting: Tagged())).get() == .scalar(.int(1)))
  }

  @Test func urlsAreHTTPWithAHost() {
    #expect(ValueType.url.accepts(.word("http://127.0.0.1:8080/numbers")))
    #expect(ValueType.url.accepts(.string("https://localhost")))
    #expect(!ValueType.url.accepts(.word("127.0.0.1:8080")))
    #expect(!ValueType.url.accepts(.word("http://")))
    #expect(!ValueType.url.accepts(.int(3)))
  }

  @Test func durationsPrintShort() {
    #expect(DurationText.text(.milliseconds(500)) == "500ms")
    #expect(DurationText.text(.milliseconds(1500)) == "1.5s")
    #expect(DurationText.text(.seconds(59)) == "59s")
    #expect(DurationText.text(.seconds(120)) == "2m")
    #expect(DurationText.text(.seconds(12900)) == "3h35m")
    #expect(DurationText.text(.seconds(86400)) == "24h")
  }

  @Test func typedValuesDescribeActualOnes() {
    #expect(Value.word("lackOfInformation").describes(.enumCase("lackOfInformation")))
    #expect(Value.enumCase("lackOfInformation").describes(.enumCase("lackOfInformation")))
    #expect(Value.word("그룹명").describes(.string("그룹명")))
    #expect(Value.int(3).describes(.double(3)))
    #expect(!Value.string("3").describes(.int(3)))
    #expect(!Value.enumCase("x").describes(.string("x")))
    #expect(Value.null.describes(.null))
    #expect(Value.object([.init("b", .int(2)), .init("a", .word("x"))])
      .describes(.object([.init("a", .string("x")), .init("b", .int(2))])))
    #expect(!Value.object([.init("a", .int(1))]).describes(.object([.init("a", .int(1)), .init("b", .int(2))])))
  }

  @Test func valueTypesAcceptWhatTheyShould() {
    #expect(ValueType.string.accepts(.word("x")))
    #expect(!ValueType.string.accepts(.int(3)))
    #expect(ValueType.double.accepts(.int(3)))
    #expect(ValueType.optional(.string).accepts(.null))
    #expect(!ValueType.string.accepts(.null))
    let cases = ValueType.cases(typeName: "AlertCase", ["lackOfInformation"])
    #expect(cases.accepts(.enumCase("lackOfInformation")) && cases.accepts(.word("lackOfInformation")))
    #expect(!cases.accepts(.word("other")))
    #expect(ValueType.structured(typeName: "Project").accepts(.object([])))
    #expect(ValueType.optional(.int).description == "Int?")
  }

  /// Every standard integer type takes a plain number within its range, and says the range when
  /// refusing one (the trial's `verify service.fetchConfig arg=1` was refused: "is UInt8; got 1 (an Int)").
  @Test func integersOfEveryWidthTakeAPlainNumberInRange() throws {
    let byte = GeneratedDouble.valueType(UInt8.self, spelled: "UInt8")
    #expect(byte == .integer(typeName: "UInt8", min: 0, max: 255))
    #expect(byte.accepts(.int(1)) && byte.accepts(.int(255)) && byte.accepts(.int(0)))
    #expect(!byte.accepts(.int(256)) && !byte.accepts(.int(-1)) && !byte.accepts(.double(1.5)))
    #expect(byte.description == "UInt8" && byte.withRange == "UInt8 (0...255)")
    #expect(GeneratedDouble.valueType(Int8.self, spelled: "Int8") == .integer(typeName: "Int8", min: -128, max: 127))
    #expect(GeneratedDouble.valueType(UInt64.self, spelled: "UInt64") == .integer(typeName: "UInt64", min: 0, max: Int.max))
    #expect(GeneratedDouble.valueType(Int32?.self, spelled: "Int32?") == .optional(.integer(typeName: "Int32", min: Int(Int32.min), max: Int(Int32.max))))
    #expect(GeneratedDouble.valueType(Float.self, spelled: "Float") == .double)
    #expect(GeneratedDouble.valueType(Int.self, spelled: "Int") == .int)
    #expect(try Value.int(200).decode(UInt8.self) == 200)
    #expect(ValueType.optional(.integer(typeName: "UInt16", min: 0, max: 65535)).withRange == "UInt16 (0...65535)?")
  }

  @Test func actionsReadAsTheyAreTyped() {
    #expect(actionDescription(Action.timerTick) == "timerTick")
    #expect(actionDescription(Action.factResponse("0 is a \"good\" number.")) == #"factResponse("0 is a \"good\" number.")"#)
    #expect(actionDescription(Action.pair(1, label: "x")) == #"pair(1, label: "x")"#)
  }
}

@Suite("State paths")
struct StatePathTests {
  struct Form { var clubProfileParam = Param(); var alertCase: String? = nil; var items = [Param()] }
  struct Param { var name = "그룹명"; var introduction = "" }

  @Test func resolvesNestedFieldsAndIndexes() throws {
    #expect(try StatePath("clubProfileParam.name").resolve(in: StateNode(reflecting: Form())).get().value == .string("그룹명"))
    #expect(try StatePath("items.0.name").resolve(in: StateNode(reflecting: Form())).get().value == .string("그룹명"))
  }

  @Test func namesTheMissingComponentAndWhatExists() {
    guard case .failure(let missing) = StatePath("clubProfileParam.nmae").resolve(in: StateNode(reflecting: Form())) else {
      Issue.record("resolved a path that does not exist")
      return
    }
    #expect(missing.path.description == "clubProfileParam.nmae")
    #expect(missing.available == ["name", "introduction"])
  }

  @Test func listsPathsForCompletion() {
    #expect(StatePath.allPaths(in: StateNode(reflecting: Form())) == [
      "clubProfileParam", "clubProfileParam.name", "clubProfileParam.introduction", "alertCase", "items", "items.0",
      "items.0.name", "items.0.introduction",
    ])
  }
}

@Suite("Argument predicates")
struct ArgumentPredicateTests {
  @Test(arguments: [
    #"contains("그룹")"#, #"hasPrefix("a \"quoted\" b\\")"#, #"matches("^[0-9]+$")"#, "any", ">=3", "!=0", "<2.5",
  ])
  func theWordItTravelsAsReadsBack(_ word: String) throws {
    let predicate = try #require(try ArgumentPredicate(typed: word))
    #expect(predicate.word == word)
    #expect(try ArgumentPredicate(typed: predicate.word) == predicate)
  }

  @Test func eachTestHoldsForWhatItNames() throws {
    func holds(_ word: String, _ value: Value) throws -> Bool { try #require(try ArgumentPredicate(typed: word)).matches(value) }
    #expect(try holds(#"contains("룹")"#, .string("그룹명")))
    #expect(try !holds(#"hasPrefix("룹")"#, .string("그룹명")))
    #expect(try holds("hasSuffix(명)", .string("그룹명")), "a bare operand is text too")
    #expect(try holds(#"matches("[a-z]+")"#, .enumCase("ready")))
    #expect(try !holds(#"matches("[a-z]+")"#, .string("ready!")), "the whole text must match")
    #expect(try !holds(#"contains("1")"#, .int(1)), "text tests take text only")
    #expect(try holds(">=3", .double(3.0)))
    #expect(try !holds(">=3", .string("3")))
  }

  @Test func wordsThatSpellNoPredicateAreValues() throws {
    #expect(try ArgumentPredicate(typed: "contained") == nil)
    #expect(try ArgumentPredicate(typed: ">=x") == nil)
    #expect(throws: ArgumentPredicate.Malformed.self) { try ArgumentPredicate(typed: #"matches("(")"#) }
    #expect(throws: ArgumentPredicate.Malformed.self) { try ArgumentPredicate(typed: #"contains("a)"#) }
  }
}
