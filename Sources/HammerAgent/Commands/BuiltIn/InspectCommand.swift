import Foundation
import Hammer

/// `inspect`: everything about one element a layout question needs: class, frame, visibility and
/// hittability with reasons, colours, font and text, accessibility, the constraints affecting it
/// (with `cN` refs for `set-constraint`) and the superview chain.
public struct InspectCommand: AgentCommand {
    /// What `inspect` answers.
    public struct Output: Codable, Sendable, Equatable {
        /// The element's line (`button "Send" #home.send [ref=e9]`).
        public var element: String
        /// The backing object's class.
        public var className: String
        /// The accessibility frame, in screen points.
        public var frame: AgentRect
        /// The visible part of the frame, in screen points.
        public var visibleFrame: AgentRect
        /// Why it is not visible (nil when visible).
        public var notVisible: String?
        /// Why a touch would not reach it (nil when hittable).
        public var notHittable: String?
        /// Alpha, hidden flag, colours, margins (views only).
        public var view: ViewFacts?
        /// Text, font and text colour (labels, fields, text views, buttons).
        public var text: TextFacts?
        /// Identifier, label, value, hint, traits.
        public var accessibility: AccessibilityFacts
        /// The constraints affecting the view.
        public var constraints: [ConstraintFacts]
        /// The superviews, nearest first (`UIStackView #home.actions`).
        public var superviews: [String]
    }

    /// A view's own drawing facts.
    public struct ViewFacts: Codable, Sendable, Equatable {
        /// `alpha`.
        public var alpha: Double
        /// `isHidden`.
        public var isHidden: Bool
        /// `backgroundColor` as `#RRGGBB[AA]`.
        public var backgroundColor: String?
        /// `isUserInteractionEnabled`.
        public var isUserInteractionEnabled: Bool
        /// `layoutMargins` as `top,left,bottom,right`.
        public var layoutMargins: String
        /// `clipsToBounds`.
        public var clipsToBounds: Bool
    }

    /// Text facts.
    public struct TextFacts: Codable, Sendable, Equatable {
        /// The text shown.
        public var text: String?
        /// The font's name.
        public var fontName: String?
        /// The font's size in points.
        public var fontSize: Double?
        /// The text colour as `#RRGGBB[AA]`.
        public var textColor: String?
    }

    /// Accessibility facts.
    public struct AccessibilityFacts: Codable, Sendable, Equatable {
        /// `accessibilityIdentifier`.
        public var identifier: String?
        /// `accessibilityLabel`.
        public var label: String?
        /// `accessibilityValue`.
        public var value: String?
        /// `accessibilityHint`.
        public var hint: String?
        /// The trait names.
        public var traits: [String]
        /// The role describe shows.
        public var role: String
    }

    /// One constraint affecting the view.
    public struct ConstraintFacts: Codable, Sendable, Equatable {
        /// Its ref, for `set-constraint`.
        public var ref: String
        /// UIKit's description of it.
        public var description: String
        /// `constant`.
        public var constant: Double
        /// `priority`.
        public var priority: Double
        /// `isActive`.
        public var active: Bool
    }

    /// The descriptor.
    public let descriptor = CommandDescriptor(
        name: "inspect",
        summary: "Shows one element in depth: class, frame, visibility, colours, font and text, accessibility, constraints (with cN refs) and superviews.",
        parameters: ElementSelector.elementParameters,
        examples: [#"{"ref":"e12"}"#, #"{"identifier":"home.send"}"#]
    )

    /// Creates the command.
    public init() {}

    /// Reads the element's facts.
    @MainActor public func run(_ arguments: ElementSelector, in context: AgentContext) async throws -> Output {
        let node = try context.element(arguments, command: "inspect")
        let view = node.object as? UIView
        return Output(
            element: node.description, className: node.className,
            frame: AgentRect(node.frame), visibleFrame: AgentRect(node.visibleFrame),
            notVisible: node.notVisibleReason?.description, notHittable: node.notHittableReason?.description,
            view: view.map(Self.viewFacts), text: view.flatMap(Self.textFacts),
            accessibility: AccessibilityFacts(
                identifier: node.identifier, label: node.label, value: node.value, hint: node.hint,
                traits: TraitNames.names(of: node.traits), role: node.kind.rawValue
            ),
            constraints: view.map { Self.constraints(of: $0, refs: context.constraintRefs) } ?? [],
            superviews: Self.superviews(of: view)
        )
    }

    @MainActor static func viewFacts(_ view: UIView) -> ViewFacts {
        let margins = view.layoutMargins
        return ViewFacts(
            alpha: Double(view.alpha), isHidden: view.isHidden, backgroundColor: view.backgroundColor.map(AgentColor.hex),
            isUserInteractionEnabled: view.isUserInteractionEnabled,
            layoutMargins: [margins.top, margins.left, margins.bottom, margins.right].map { AgentContext.number(Double($0)) }.joined(separator: ","),
            clipsToBounds: view.clipsToBounds
        )
    }

    @MainActor static func textFacts(_ view: UIView) -> TextFacts? {
        switch view {
        case let label as UILabel:
            return TextFacts(text: label.text, fontName: label.font?.fontName, fontSize: label.font.map { Double($0.pointSize) },
                             textColor: label.textColor.map(AgentColor.hex))
        case let field as UITextField:
            return TextFacts(text: field.text, fontName: field.font?.fontName, fontSize: field.font.map { Double($0.pointSize) },
                             textColor: field.textColor.map(AgentColor.hex))
        case let textView as UITextView:
            return TextFacts(text: textView.text, fontName: textView.font?.fontName, fontSize: textView.font.map { Double($0.pointSize) }, textColor: nil)
        case let button as UIButton:
            return button.titleLabel.flatMap(textFacts)
        default:
            return nil
        }
    }

    @MainActor static func constraints(of view: UIView, refs: ConstraintRefTable) -> [ConstraintFacts] {
        ConstraintRefTable.constraints(affecting: view).map { constraint in
            ConstraintFacts(
                ref: refs.ref(for: constraint), description: constraint.description, constant: Double(constraint.constant),
                priority: Double(constraint.priority.rawValue), active: constraint.isActive
            )
        }
    }

    @MainActor static func superviews(of view: UIView?) -> [String] {
        var chain: [String] = []
        var current = view?.superview
        while let superview = current {
            let identifier = superview.accessibilityIdentifier.map { $0.isEmpty ? "" : " #\($0)" } ?? ""
            chain.append(String(describing: type(of: superview)) + identifier)
            current = superview.superview
        }
        return chain
    }
}
