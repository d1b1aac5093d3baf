import Foundation
import HeadlessUI

/// The base of every ChaosBank screen: holds the launch's context, lays its content out in a
/// vertical stack inside a scroll view that stays above the keyboard, and calls ``render()`` when
/// the screen appears and when the locale changes, so texts and numbers always follow Settings.
///
/// Subclasses add their views to ``contentStack`` in `viewDidLoad` and write texts in `render()`.
open class BankViewController: UIViewController {
    /// The launch's shared state.
    public let context: ChaosBankContext
    /// The scroll view filling the safe area down to the keyboard.
    public let scrollView = UIScrollView()
    /// The vertical stack holding the screen's content (20 pt margins, 16 pt spacing).
    public let contentStack = UIStackView()
    private var localeObservation: BankObservation?
    /// How much of the view's bottom the keyboard (or, while it is hidden, the bottom bars) covers.
    private var bottomCoverage: CGFloat = 0

    /// A screen for `context`.
    public init(context: ChaosBankContext) {
        self.context = context
        super.init()
    }

    /// Builds the scroll view and content stack.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .interactive
        scrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(scrollView)
        contentStack.axis = .vertical
        contentStack.spacing = 16
        scrollView.addSubview(contentStack)
        view.keyboardLayoutGuide.addChangeHandler { [weak self] guide in
            guard let self else { return }
            bottomCoverage = max(0, view.bounds.maxY - guide.layoutFrame.minY)
            view.setNeedsLayout()
        }
        localeObservation = context.settings.observeLocale { [weak self] _ in self?.render() }
    }

    /// Re-renders before appearing.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        render()
    }

    /// Sizes the content stack to its fitting height below the top bars, the scroll view's content to
    /// it, and keeps the bottom bars' or keyboard's part of the view out of the visible content.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: max(bottomCoverage, insets.bottom), right: 0)
        let width = view.bounds.width - 40
        let fitting = contentStack.systemLayoutSizeFitting(
            CGSize(width: width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        contentStack.frame = CGRect(x: 20, y: insets.top + 20, width: width, height: fitting.height)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: insets.top + fitting.height + 40)
    }

    /// Writes the screen's texts and figures for the current locale and data. The default does nothing.
    open func render() {}
}
