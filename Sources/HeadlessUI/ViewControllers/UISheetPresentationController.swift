import Foundation

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, `.automatic` on iPhone), as
/// UIKit's `UISheetPresentationController` (iOS 15): get it from `sheetPresentationController`
/// before presenting and choose the heights the sheet rests at.
///
/// On iPhone the sheet rests at ``selectedDetentIdentifier``'s detent, else the smallest of
/// ``detents``: `.large()` reaches from 10 pt below the safe-area top to the bottom, `.medium()` is
/// half the window's height, a custom detent is what its resolver returns (at most the large
/// height). Changing the selection of a presented sheet moves it (animated inside
/// ``animateChanges(_:)``). Swiping down dismisses from any detent; dragging between detents is not
/// modelled. iPad sheets keep their fixed sizes. ``prefersGrabberVisible`` and the edge-attachment
/// and scrolling preferences are kept, not drawn; ``preferredCornerRadius`` is applied.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at (default `[.large()]`); an empty list is reported and ignored.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: "UISheetPresentationController", property: "detents",
                    reason: "a sheet needs at least one detent; the previous detents are kept."
                ))
                detents = oldValue
                return
            }
            restingFrameDidChange()
        }
    }
    /// The detent the sheet rests at (`nil`: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { restingFrameDidChange() } }
    /// The largest detent at which the presenter is not dimmed and stays interactive. HeadlessUI
    /// always dims and blocks the presenter: presenting with it set reports a runtime issue.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber shows at the top of the sheet (kept, not drawn).
    open var prefersGrabberVisible = false
    /// The sheet's corner radius (`nil`: the system's 10 pt).
    open var preferredCornerRadius: CGFloat? {
        didSet { presentedView?.layer.cornerRadius = preferredCornerRadius ?? ModalPresentation.sheetCornerRadius }
    }
    /// Whether scrolling at the edge expands the sheet (kept; dragging between detents is not modelled).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height (kept; devices are portrait only).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether the width follows `preferredContentSize` when edge-attached (kept).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Animates the changes `changes` makes to the sheet (such as a new ``selectedDetentIdentifier``).
    open func animateChanges(_ changes: () -> Void) {
        UIView.animate(withDuration: UISheetPresentationController.detentChangeDuration) { changes() }
    }

    /// How long a sheet takes to move to another detent inside ``animateChanges(_:)``.
    static let detentChangeDuration: TimeInterval = 0.35

    /// The sheet's height at rest, given the large detent's height and the container's height.
    func restingHeight(largeHeight: CGFloat, containerHeight: CGFloat, traits: UITraitCollection) -> CGFloat {
        let heights = detents.map { ($0, $0.height(largeHeight: largeHeight, containerHeight: containerHeight, traits: traits)) }
        if let selected = selectedDetentIdentifier, let match = heights.first(where: { $0.0.identifier == selected }) {
            return match.1
        }
        return heights.map(\.1).min() ?? largeHeight
    }

    /// Moves a presented, settled sheet to its new resting frame.
    private func restingFrameDidChange() {
        let presented = presentedViewController
        guard let presentation = presented.presentation, let window = presentation.container.window,
              !presented.isBeingPresented, !presented.isBeingDismissed, let sheet = presented.viewIfLoaded else { return }
        sheet.frame = ModalPresentation.presentedFrame(
            style: presentation.style, containerBounds: presentation.container.bounds, window: window, sheet: self
        )
    }
}

extension UISheetPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the window's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in (context as? DetentContext).map { $0.containerHeight / 2 } }
        }

        /// The full sheet height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height `resolver` computes (nil: the detent is left out, so the large height is used), as
        /// UIKit's `custom(identifier:resolver:)` (iOS 16).
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// The height in a container, at most the large height.
        func height(largeHeight: CGFloat, containerHeight: CGFloat, traits: UITraitCollection) -> CGFloat {
            let context = DetentContext(containerTraitCollection: traits, maximumDetentValue: largeHeight, containerHeight: containerHeight)
            let resolved = resolver(context) ?? largeHeight
            return Swift.min(largeHeight, Swift.max(0, resolved))
        }

        /// A detent's name, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }

    /// What a custom detent's resolver is given.
    fileprivate final class DetentContext: UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
        let containerHeight: CGFloat

        init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, containerHeight: CGFloat) {
            self.containerTraitCollection = containerTraitCollection
            self.maximumDetentValue = maximumDetentValue
            self.containerHeight = containerHeight
        }
    }
}

/// What a custom detent's resolver is given, as UIKit's `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The large detent's height.
    var maximumDetentValue: CGFloat { get }
}
