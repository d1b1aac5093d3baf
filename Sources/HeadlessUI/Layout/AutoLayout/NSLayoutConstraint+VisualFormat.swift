import Foundation

extension NSLayoutConstraint {
    /// The spacing `-` means between two sibling views (8 pt, UIKit's standard).
    static let standardSiblingSpacing: CGFloat = 8
    /// The spacing `-` means between a view and its superview's edge `|` (20 pt, UIKit's standard).
    static let standardSuperviewSpacing: CGFloat = 20

    /// The constraints a line of the visual format language describes, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`. They are returned inactive:
    /// activate them with ``activate(_:)``.
    ///
    /// ```swift
    /// let views: [String: Any] = ["name": nameLabel, "field": nameField]
    /// NSLayoutConstraint.activate(
    ///     NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-[field(>=120)]-|",
    ///                                    options: .alignAllCenterY, metrics: nil, views: views)
    /// )
    /// ```
    ///
    /// `H:` (the default) or `V:` picks the axis; `|` is the superview of the neighbouring view;
    /// `[name(predicates)]` is a view with size predicates (`100`, `>=50@750`, `==other`); `-` alone
    /// is the standard spacing (8 pt between views, 20 pt to the superview), `-20-` or
    /// `-(>=8,<=20@750)-` explicit spacing, no dash no spacing. Names in predicates come from
    /// `metrics` (numbers) or, in size predicates, `views`. A format UIKit cannot parse makes UIKit
    /// raise `NSInvalidArgumentException` with "Unable to parse constraint format" and a caret under
    /// the problem; HeadlessUI reports the same message as a runtime issue and returns no constraints.
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try VisualFormatBuilder(format: format, options: opts, metrics: metrics ?? [:], views: views).build()
        } catch {
            let parseError = error as? VisualFormat.ParseError ?? VisualFormat.ParseError(reason: "\(error)", position: 0)
            UIApplication.reportRuntimeIssue(.other(
                parseError.message(format: format) + "\nHeadlessUI returned no constraints (UIKit raises NSInvalidArgumentException)."
            ))
            return []
        }
    }
}

extension VisualFormat.ParseError {
    /// UIKit's wording: the reason, the format, and a caret under the position.
    func message(format: String) -> String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: position) + "^"
    }
}

/// Turns a parsed ``VisualFormat`` into constraints.
@MainActor
private struct VisualFormatBuilder {
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: CGFloat]
    let views: [String: UIView]

    init(
        format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]
    ) throws {
        self.format = format
        self.options = options
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics {
            guard let number = VisualFormatBuilder.number(value) else {
                throw VisualFormat.ParseError(reason: "The metric \(name) is \(type(of: value)), not a number.", position: 0)
            }
            numbers[name] = number
        }
        self.metrics = numbers
        var resolved: [String: UIView] = [:]
        for (name, value) in views {
            guard let view = value as? UIView else {
                throw VisualFormat.ParseError(
                    reason: "The value of \(name) in the views dictionary is \(type(of: value)), not a view.", position: 0
                )
            }
            resolved[name] = view
        }
        self.views = resolved
    }

    func build() throws -> [NSLayoutConstraint] {
        let line = try VisualFormat.parse(format, metrics: metrics, viewNames: Set(views.keys))
        let horizontal = line.orientation == .horizontal
        let direction = options.intersection(.directionMask)
        let edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, reversed: Bool) = !horizontal
            ? (.top, .bottom, false)
            : direction == .directionLeftToRight ? (.left, .right, false)
            : direction == .directionRightToLeft ? (.right, .left, true) : (.leading, .trailing, false)
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        var constraints: [NSLayoutConstraint] = []
        let lineViews = line.views.compactMap { views[$0.name] }

        for (element, view) in zip(line.views, lineViews) {
            for predicate in element.predicates {
                switch predicate.object {
                case .constant(let value):
                    constraints.append(make(view, size, predicate, nil, .notAnAttribute, value))
                case .view(let name):
                    constraints.append(make(view, size, predicate, views[name], size, 0))
                }
            }
        }
        for (index, connection) in line.connections.enumerated() {
            constraints += spacing(
                connection, from: (lineViews[index], edges.end), to: (lineViews[index + 1], edges.start),
                standard: NSLayoutConstraint.standardSiblingSpacing, reversed: edges.reversed
            )
        }
        if let connection = line.leadingSuperview, let first = lineViews.first {
            guard let superview = first.superview else { throw noSuperview(at: line.leadingBarPosition) }
            constraints += spacing(
                connection, from: (superview, edges.start), to: (first, edges.start),
                standard: NSLayoutConstraint.standardSuperviewSpacing, reversed: edges.reversed
            )
        }
        if let connection = line.trailingSuperview, let last = lineViews.last {
            guard let superview = last.superview else { throw noSuperview(at: line.trailingBarPosition) }
            constraints += spacing(
                connection, from: (last, edges.end), to: (superview, edges.end),
                standard: NSLayoutConstraint.standardSuperviewSpacing, reversed: edges.reversed
            )
        }
        constraints += try alignments(lineViews, horizontal: horizontal)
        if options.contains(.spacingBaselineToBaseline) {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: "NSLayoutConstraint", property: "constraints(withVisualFormat:options:metrics:views:)",
                reason: "spacingBaselineToBaseline is not supported by HeadlessUI; spacing runs between edges instead."
            ))
        }
        return constraints
    }

    /// The constraints of a connection from an earlier item's edge to a later item's edge: the later
    /// edge sits `spacing` after the earlier one (before it when the line runs right to left).
    private func spacing(
        _ connection: VisualFormat.Connection,
        from earlier: (item: UIView, edge: NSLayoutConstraint.Attribute),
        to later: (item: UIView, edge: NSLayoutConstraint.Attribute),
        standard: CGFloat, reversed: Bool
    ) -> [NSLayoutConstraint] {
        let predicates: [VisualFormat.Predicate]
        switch connection {
        case .flush: predicates = [VisualFormat.Predicate(object: .constant(0))]
        case .standard: predicates = [VisualFormat.Predicate(object: .constant(standard))]
        case .predicates(let list): predicates = list
        }
        return predicates.map { predicate in
            guard case .constant(let value) = predicate.object else {
                return make(later.item, later.edge, predicate, earlier.item, earlier.edge, 0)
            }
            return reversed
                ? make(earlier.item, earlier.edge, predicate, later.item, later.edge, value)
                : make(later.item, later.edge, predicate, earlier.item, earlier.edge, value)
        }
    }

    private func alignments(_ lineViews: [UIView], horizontal: Bool) throws -> [NSLayoutConstraint] {
        let attributes = options.alignedAttributes
        if let wrong = attributes.first(where: { ($0.axis == .horizontal) == horizontal }) {
            let edge = wrong.axis == .horizontal ? "horizontal" : "vertical"
            throw VisualFormat.ParseError(
                reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also "
                    + "\(edge).",
                position: 0
            )
        }
        var constraints: [NSLayoutConstraint] = []
        for attribute in attributes {
            for (previous, view) in zip(lineViews, lineViews.dropFirst()) {
                constraints.append(make(view, attribute, VisualFormat.Predicate(object: .constant(0)), previous, attribute, 0))
            }
        }
        return constraints
    }

    private func make(
        _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate,
        _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: predicate.relation,
            toItem: second, attribute: secondAttribute, multiplier: 1, constant: constant
        )
        if let priority = predicate.priority { constraint.priority = UILayoutPriority(rawValue: priority) }
        return constraint
    }

    private func noSuperview(at position: Int) -> VisualFormat.ParseError {
        VisualFormat.ParseError(
            reason: "Unable to interpret '|' character, because the related view doesn't have a superview", position: position
        )
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value.isFinite ? value : nil
        case let value as Double: return value.isFinite ? CGFloat(value) : nil
        case let value as Float: return value.isFinite ? CGFloat(value) : nil
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
