import Foundation

// Numbers in every base, with underscores and exponents.
let decimal = 1_000_000
let hex = 0xFF_FF
let octal = 0o755
let binary = 0b1010_0101
let float = 1.5e-3
let hexFloat = 0x1.8p3
let tuple = (1, (2.5, "three"))
let nested = tuple.1.0
let range = 0..<10
let closed = 1...5
let described = 0xFF.description

// Strings: plain, escaped, raw, multi-line, interpolated to any depth.
let plain = "He said \"hi\"\t\u{1F600}\\"
let raw = #"C:\path\to\file "quoted" \#(plain)"#
let rawer = ##"a "# inside"##
let multi = """
    First line \(decimal)
    Second line with "quotes" and a continuation \
    still the second line
    """
let rawMulti = #"""
    \(not interpolated) but \#(hex) is
    """#
let deep = "outer \("middle \("inner \(decimal + 1)")")"
let emptyString = ""
let closure = "\([1, 2, 3].map { "\($0 * 2)" }.joined(separator: ", "))"

// Operators: custom, Unicode, optional chaining, inout, ranges.
infix operator <*>: AdditionPrecedence
func <*> (lhs: Int, rhs: Int) -> Int { lhs * rhs + 1 }
prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }

var counter: Int? = 3
let unwrapped = counter! + (counter ?? 0)
let chained = counter?.description.count
let product = 2 <*> 3
let root = √16.0
let notEqual = decimal != hex ? decimal : hex
func bump(_ value: inout Int) { value += 1 }
var bumped = 1
bump(&bumped)
let masked = hex & 0x0F | binary ^ octal
let divided = decimal / 10 / 2
let shifted = Array<Array<Int>>()
let `class` = "escaped keyword"
let café = "accented identifier"
let 🙂 = "emoji identifier"
let anonymous = [3, 1, 2].sorted { $0 < $1 }

/* A block comment /* with a nested one */ still open */
/** A doc block comment. */
/// A doc line comment.
struct Wrapper<T: Equatable> where T: Hashable {
    var value: T
    subscript(index: Int) -> T { value }
}
