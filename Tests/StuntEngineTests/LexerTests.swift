import StuntKit
import Testing

@testable import StuntEngine

@Suite("Argument grammar")
struct LexerTests {
  @Test func splitsOnWhitespace() throws {
    #expect(try Lexer.split("send  incrementButtonTapped\t").map(\.text) == ["send", "incrementButtonTapped"])
  }

  @Test func quotedStringsGroupAndUnescape() throws {
    let tokens = try Lexer.split(#"set introduction "그룹 \"소개\" \\ done\nnext""#)
    #expect(tokens.map(\.text) == ["set", "introduction", "그룹 \"소개\" \\ done\nnext"])
    #expect(tokens[2].isQuoted)
    #expect(!tokens[1].isQuoted)
  }

  @Test func quotesJoinWithBareTextInOneWord() throws {
    let tokens = try Lexer.split(#"name="그룹 명"x"#)
    #expect(tokens.count == 1)
    #expect(tokens[0].text == "name=그룹 명x")
  }

  @Test func keyValuePairs() throws {
    let tokens = try Lexer.split(#"use numberFact real url=http://127.0.0.1:8080/numbers title="a b""#)
    #expect(tokens[3].option?.key == "url")
    #expect(tokens[3].option?.value.text == "http://127.0.0.1:8080/numbers")
    #expect(tokens[4].option?.key == "title")
    #expect(tokens[4].option?.value.text == "a b")
    #expect(tokens[4].option?.value.isQuoted == true)
    #expect(tokens[0].option == nil)
  }

  @Test func operatorsAreNotOptions() throws {
    let tokens = try Lexer.split("expect count == 3")
    #expect(tokens.map(\.text) == ["expect", "count", "==", "3"])
    #expect(tokens.allSatisfy { $0.option == nil })
  }

  @Test func hashStartsACommentOnlyAtAWordStart() throws {
    #expect(try Lexer.split("send incrementButtonTapped # one more").map(\.text) == ["send", "incrementButtonTapped"])
    #expect(try Lexer.split("# a whole comment").isEmpty)
    #expect(try Lexer.split("expect listener == RootInteractor#1").map(\.text).last == "RootInteractor#1")
    #expect(try Lexer.split(##"stub a.b returns "# not a comment""##).last?.text == "# not a comment")
  }

  @Test func jsonStaysOneWord() throws {
    let tokens = try Lexer.split(#"stub projects.list returns [{"title": "a b", "n": [1, 2]}] tail"#)
    #expect(tokens.count == 5)
    #expect(tokens[3].kind == .structured)
    #expect(tokens[3].text == #"[{"title": "a b", "n": [1, 2]}]"#)
    let option = try Lexer.split(#"use s fake data={"a": "x y"}"#).last?.option
    #expect(option?.key == "data")
    #expect(option?.value.kind == .structured)
  }

  @Test func windowsLineEndingIsIgnored() throws {
    #expect(try Lexer.split("load counter\r").map(\.text) == ["load", "counter"])
  }

  @Test(arguments: [
    (#"set name "unclosed"#, "unbalanced quotes"),
    (#"set name "bad \q escape""#, "unknown escape"),
    ("stub a.b returns [1, 2", "unbalanced brackets"),
    ("stub a.b returns [1, 2}", "unbalanced brackets"),
    (#"stub a.b returns ["x]"#, "unbalanced quotes"),
  ])
  func malformedLinesFailWithAReason(line: String, reason: String) {
    #expect {
      try Lexer.split(line)
    } throws: { error in
      (error as? InputError)?.message.contains(reason) == true
    }
  }
}

@Suite("Values")
struct ValueParsingTests {
  func value(_ text: String) throws -> Value {
    let token = try #require(try Lexer.split(text).first)
    return try Value(token: token)
  }

  @Test func scalars() throws {
    #expect(try value("42") == .int(42))
    #expect(try value("-3") == .int(-3))
    #expect(try value("1.5") == .double(1.5))
    #expect(try value("true") == .bool(true))
    #expect(try value("false") == .bool(false))
    #expect(try value("nil") == .null)
    #expect(try value(".lackOfInformation") == .enumCase("lackOfInformation"))
    #expect(try value("lackOfInformation") == .word("lackOfInformation"))
    #expect(try value(#""nil""#) == .string("nil"))
    #expect(try value(#""42""#) == .string("42"))
    #expect(try value("그룹명") == .word("그룹명"))
  }

  @Test func json() throws {
    #expect(
      try value(#"{"title": "a", "n": 2, "x": 1.5, "ok": true, "none": null, "list": [1, "b"]}"#)
        == .object([
          .init("title", .string("a")), .init("n", .int(2)), .init("x", .double(1.5)),
          .init("ok", .bool(true)), .init("none", .null), .init("list", .array([.int(1), .string("b")])),
        ]))
    #expect(try value(#"["\u00e9\n"]"#) == .array([.string("é\n")]))
    #expect(try value("[]") == .array([]))
    #expect(try value("{}") == .object([]))
  }

  /// A dictionary as Swift writes it, where JSON would write an object: what a user copies from
  /// the code (`expect viewModel.config == [:]`; the trial's was "invalid JSON").
  @Test func swiftDictionaryLiterals() throws {
    #expect(try value("[:]") == .object([]))
    #expect(try value("[ : ]") == .object([]))
    #expect(try value(#"["region": "eu", "retries": 2]"#) == .object([.init("region", .string("eu")), .init("retries", .int(2))]))
    #expect(try value(#"[1: "one", 2: "two"]"#) == .object([.init("1", .string("one")), .init("2", .string("two"))]))
    #expect(try value(#"{"nested": ["a": [1, 2]]}"#) == .object([.init("nested", .object([.init("a", .array([.int(1), .int(2)]))]))]))
  }

  @Test(arguments: [
    #"{title: 1}"#, #"[1,]"#, #"{"a" 1}"#, #"[bare]"#, #"{"a": 1} x"#, #"[:1]"#, #"["a": 1, 2]"#, #"[true: 1]"#, #"["a": 1,]"#,
  ])
  func invalidJSON(text: String) throws {
    let token = Token(text.trimmingCharacters(in: .whitespaces), kind: .structured)
    #expect(throws: InputError.self) { try Value(token: token) }
  }

  /// A quote or a backslash followed by a combining mark is one Character; the grammar reads
  /// scalars, so it stays a quote, and a description quotes it so it reads back (found by
  /// `make fuzz`; Fuzz/Regressions/values/quote-before-combining-mark).
  @Test func combiningMarksDoNotHideQuotesOrBackslashes() throws {
    #expect(try Lexer.split("say \"a\"\u{301}") == [Token("say"), Token("a\u{301}", isQuoted: true)])
    #expect(Value.string("\\\u{5C4}\"\u{301}").description == "\"\\\\\u{5C4}\\\"\u{301}\"")
    let value = Value.array([.string("\\\u{5C4}\"\u{301}")])
    #expect(try Value(token: Token(value.description, kind: .structured)) == value)
  }

  @Test func descriptionReadsBack() throws {
    let original = Value.object([.init("a", .string("x \"y\"\n")), .init("b", .array([.int(1), .null]))])
    #expect(original.description == #"{"a": "x \"y\"\n", "b": [1, nil]}"#)
    #expect(Value.string("그룹 소개").description == #""그룹 소개""#)
  }
}

import Foundation

@Suite("What the lexer keeps as typed")
struct LexerTypedTests {
  @Test func aValueKeepsItsQuotesWhereTheyStood() throws {
    let tokens = try Lexer.split(#"data.name=contains("a b") x="contains(a)" plain"#)
    #expect(tokens.map { $0.option?.value.typed } == [#"contains("a b")"#, #""contains(a)""#, nil])
    #expect(tokens.map(\.typed) == [#"data.name=contains("a b")"#, #"x="contains(a)""#, "plain"])
    #expect(tokens[0].option?.value.text == "contains(a b)")
  }
}
