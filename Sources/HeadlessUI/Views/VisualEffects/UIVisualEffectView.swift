import Foundation

/// A view that applies a visual effect (a blur, vibrancy) to what is behind it, as UIKit's
/// `UIVisualEffectView`. Its subviews go in ``contentView``. HeadlessUI draws no blur: a blur
/// effect fills the view with its material's tint (resolved for the view's traits, so dark mode
/// shows the dark material); see Guide/HeadlessUI.md. Subviews added to the effect view itself are
/// reported, as UIKit warns, and kept.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view subviews go into, filling the effect view.
    public let contentView = UIView()
    /// The fill that stands in for the effect, below the content view.
    private let backdropView = UIView()
    private var isInstallingOwnSubviews = false

    /// The effect; nil shows the content only.
    open var effect: UIVisualEffect? {
        didSet { updateBackdrop() }
    }

    /// An effect view showing `effect`, as UIKit's `init(effect:)`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        isInstallingOwnSubviews = true
        for view in [backdropView, contentView] { addSubview(view) }
        isInstallingOwnSubviews = false
        backdropView.isUserInteractionEnabled = false
        updateBackdrop()
    }

    /// An effect view without an effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !isInstallingOwnSubviews, subview !== contentView, subview !== backdropView else { return }
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: debugName, property: "addSubview(_:)",
            reason: "a subview was added to the UIVisualEffectView itself; UIKit asks for visualEffectView.contentView.addSubview(_:)."
        ))
    }

    /// Keeps the fill and the content view the size of the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backdropView.frame = bounds
        contentView.frame = bounds
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBackdrop()
    }

    private func updateBackdrop() {
        backdropView.backgroundColor = effect?.tint
    }
}
