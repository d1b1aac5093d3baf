import Foundation

/// One parsed line of Auto Layout's visual format language (`H:|-[a(>=50)]-8-[b(==a)]-|`), with
/// names resolved: what ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
/// turns into constraints. ``parse(_:metrics:viewNames:)`` is pure and follows Apple's grammar:
///
/// ```
/// format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation ::= 'H' | 'V'          superview ::= '|'
/// view        ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection  ::= '' | '-' | '-' (number | metric | '(' predicate (',' predicate)* ')') '-'
/// predicate   ::= ('==' | '<=' | '>=')? (number | metric | view name) ('@' (number | metric))?
/// ```
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    /// What a predicate compares with: a constant, or (in a view's size predicate) another view.
    enum Object: Equatable {
        case constant(CGFloat)
        case view(String)
    }

    /// `relation object @priority` inside parentheses, or a bare constant.
    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Object
        var priority: Float?
    }

    /// The space between two neighbours.
    enum Connection: Equatable {
        /// No dash: the neighbours touch (`[a][b]`).
        case flush
        /// A lone dash: the standard spacing.
        case standard
        /// Spacing predicates (`-20-`, `-(>=8,<=20)-`).
        case predicates([Predicate])
    }

    /// A view and its size predicates.
    struct ViewElement: Equatable {
        var name: String
        var predicates: [Predicate] = []
        /// Where the view's name starts in the format (for errors that name it).
        var position: Int
    }

    var orientation: Orientation = .horizontal
    /// The connection between the leading superview bar and the first view, when there is a bar.
    var leadingSuperview: Connection?
    var leadingBarPosition = 0
    var views: [ViewElement] = []
    /// The connections between neighbouring views (one fewer than ``views``).
    var connections: [Connection] = []
    /// The connection between the last view and the trailing superview bar, when there is a bar.
    var trailingSuperview: Connection?
    var trailingBarPosition = 0

    /// A parse error: UIKit's reason and where in the format it was found.
    struct ParseError: Error, Equatable {
        var reason: String
        var position: Int
    }

    /// Parses `format`. Metric names resolve through `metrics`; in a view's size predicate a name in
    /// `viewNames` names a view.
    static func parse(_ format: String, metrics: [String: CGFloat], viewNames: Set<String>) throws -> VisualFormat {
        var parser = VisualFormatParser(text: Array(format), metrics: metrics, viewNames: viewNames)
        return try parser.parse()
    }
}

/// The recursive-descent parser behind ``VisualFormat/parse(_:metrics:viewNames:)``.
private struct VisualFormatParser {
    let text: [Character]
    let metrics: [String: CGFloat]
    let viewNames: Set<String>
    /// Where each character of ``text`` (whitespace removed) is in the format as written.
    let originalPositions: [Int]
    var index = 0

    init(text: [Character], metrics: [String: CGFloat], viewNames: Set<String>) {
        let kept = text.enumerated().filter { !$0.element.isWhitespace }
        self.text = kept.map(\.element)
        originalPositions = kept.map(\.offset) + [text.count]
        self.metrics = metrics
        self.viewNames = viewNames
    }

    private var current: Character? { index < text.count ? text[index] : nil }

    private func fail(_ reason: String, at position: Int? = nil) -> VisualFormat.ParseError {
        VisualFormat.ParseError(reason: reason, position: originalPositions[Swift.min(position ?? index, text.count)])
    }

    mutating func parse() throws -> VisualFormat {
        var format = VisualFormat()
        if let first = current, first == "H" || first == "V", index + 1 < text.count, text[index + 1] == ":" {
            format.orientation = first == "V" ? .vertical : .horizontal
            index += 2
        } else if let first = current, first == "H" || first == "V", index + 1 < text.count, text[index + 1] != ":" {
            let name = first == "V" ? "vertical" : "horizontal"
            throw fail("Expected ':' after '\(first)' to specify \(name) arrangement", at: index + 1)
        }
        if current == "|" {
            format.leadingBarPosition = index
            index += 1
            format.leadingSuperview = try parseConnection()
        }
        format.views.append(try parseView())
        while let next = current, next != "|" {
            let connection = try parseConnection()
            guard current != "|" else {
                format.trailingSuperview = connection
                break
            }
            format.connections.append(connection)
            format.views.append(try parseView())
        }
        if current == "|" {
            if format.trailingSuperview == nil { format.trailingSuperview = .flush }
            format.trailingBarPosition = index
            index += 1
        }
        guard current == nil else { throw fail("Expected the end of the format after the superview '|'") }
        return format
    }

    private mutating func parseView() throws -> VisualFormat.ViewElement {
        guard current == "[" else { throw fail("Expected a view") }
        index += 1
        let start = index
        guard let name = parseIdentifier() else { throw fail("Expected a view name after '['") }
        guard viewNames.contains(name) else { throw fail("\(name) is not a key in the views dictionary.", at: start) }
        var element = VisualFormat.ViewElement(name: name, position: start)
        if current == "(" {
            element.predicates = try parsePredicateList(allowViews: true)
        }
        guard current == "]" else { throw fail("Expected ']' to end the view \(name)") }
        index += 1
        return element
    }

    /// A connection before a view or the trailing bar: nothing, `-`, or `-predicates-`.
    private mutating func parseConnection() throws -> VisualFormat.Connection {
        guard current == "-" else { return .flush }
        index += 1
        guard current != nil else { throw fail("Expected a view") }
        if current == "[" || current == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if current == "(" {
            predicates = try parsePredicateList(allowViews: false)
        } else {
            predicates = [VisualFormat.Predicate(object: .constant(try parseConstant()))]
        }
        guard current == "-" else { throw fail("Expected '-' after the spacing") }
        index += 1
        guard current == "[" || current == "|" else { throw fail("Expected a view") }
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(allowViews: Bool) throws -> [VisualFormat.Predicate] {
        index += 1  // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowViews: allowViews))
            if current == "," {
                index += 1
                continue
            }
            guard current == ")" else { throw fail("Expected ')' or ',' in the predicate list") }
            index += 1
            return predicates
        }
    }

    private mutating func parsePredicate(allowViews: Bool) throws -> VisualFormat.Predicate {
        var predicate = VisualFormat.Predicate(object: .constant(0))
        if let first = current, "=<>".contains(first) {
            let pair = index + 1 < text.count ? String([first, text[index + 1]]) : String(first)
            switch pair {
            case "==": predicate.relation = .equal
            case "<=": predicate.relation = .lessThanOrEqual
            case ">=": predicate.relation = .greaterThanOrEqual
            default: throw fail("Unknown relation. Must be ==, >=, or <=")
            }
            index += 2
        }
        let start = index
        if let name = peekIdentifier(), metrics[name] == nil, viewNames.contains(name) {
            guard allowViews else { throw fail("A spacing cannot relate to the view \(name); use a number or a metric.", at: start) }
            index += name.count
            predicate.object = .view(name)
        } else {
            predicate.object = .constant(try parseConstant())
        }
        if current == "@" {
            index += 1
            let priorityStart = index
            let value = try parseConstant()
            guard value > 0, value <= 1000 else { throw fail("The priority \(value) is outside 1...1000.", at: priorityStart) }
            predicate.priority = Float(value)
        }
        return predicate
    }

    /// A number (as `strtod` reads one, sign allowed) or a metric name.
    private mutating func parseConstant() throws -> CGFloat {
        let start = index
        if let name = parseIdentifier() {
            guard let value = metrics[name] else {
                throw fail("\(name) is not a key in the metrics or views dictionaries.", at: start)
            }
            return value
        }
        var end = index
        if end < text.count, text[end] == "+" || text[end] == "-" { end += 1 }
        while end < text.count, text[end].isNumber || text[end] == "." { end += 1 }
        guard end > index, let value = Double(String(text[index..<end])), value.isFinite else {
            throw fail("Expected a number or key from the metrics dictionary")
        }
        index = end
        return CGFloat(value)
    }

    private func peekIdentifier() -> String? {
        guard let first = current, first == "_" || (first.isLetter && first.isASCII) else { return nil }
        var end = index + 1
        while end < text.count, text[end] == "_" || ((text[end].isLetter || text[end].isNumber) && text[end].isASCII) { end += 1 }
        return String(text[index..<end])
    }

    private mutating func parseIdentifier() -> String? {
        guard let name = peekIdentifier() else { return nil }
        index += name.count
        return name
    }
}
