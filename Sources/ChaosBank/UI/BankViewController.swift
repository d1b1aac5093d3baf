import Foundation
import HeadlessUI

/// The base of every ChaosBank screen: holds the launch's context, lays its content out in a
/// vertical stack inside a scroll view that stays above the keyboard, and calls ``render()`` when
/// the screen appears and when the locale changes, so texts and numbers always follow Settings.
///
/// Subclasses add their views to ``contentStack`` in `viewDidLoad` and write texts in `render()`.
class BankViewController: UIViewController {
    /// The launch's shared state.
    let context: ChaosBankContext
    /// The scroll view filling the safe area down to the keyboard.
    let scrollView = UIScrollView()
    /// The vertical stack holding the screen's content (20 pt margins, 16 pt spacing), laid out by
    /// constraints to the scroll view; the scroll view's content size follows its frame.
    let contentStack: UIStackView = BankContentStackView()
    private lazy var contentTop = contentStack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20)
    private var localeObservation: BankObservation?
    /// How much of the view's bottom the keyboard (or, while it is hidden, the bottom bars) covers.
    private var bottomCoverage: CGFloat = 0

    /// A screen for `context`.
    init(context: ChaosBankContext) {
        self.context = context
        super.init(nibName: nil, bundle: nil)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    /// Builds the scroll view and content stack.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .interactive
        scrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        contentStack.axis = .vertical
        contentStack.spacing = 16
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentTop,
            contentStack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
            contentStack.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -40),
        ])
        (contentStack as? BankContentStackView)?.onLayout = { [weak self] in self?.updateContentSize() }
        view.keyboardLayoutGuide.addChangeHandler { [weak self] guide in
            guard let self else { return }
            bottomCoverage = max(0, view.bounds.maxY - guide.layoutFrame.minY)
            view.setNeedsLayout()
        }
        localeObservation = context.settings.observeLocale { [weak self] _ in self?.render() }
    }

    /// Re-renders before appearing.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        render()
    }

    /// Keeps the content below the top bars and the bottom bars' or keyboard's part of the view out
    /// of the visible content.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: max(bottomCoverage, insets.bottom), right: 0)
        // kass:equivalent integer-literal: the test only skips setting the value it already has; either way it ends at top + 20
        if contentTop.constant != insets.top + 20 {  // kass:equivalent arithmetic: as above, it only skips a needless set
            contentTop.constant = insets.top + 20
        }
        updateContentSize()
    }

    /// The scroll view's content ends 20 pt below the content stack.
    private func updateContentSize() {
        let size = CGSize(width: view.bounds.width, height: contentStack.frame.maxY + 20)
        if scrollView.contentSize != size { scrollView.contentSize = size }
    }

    /// Writes the screen's texts and figures for the current locale and data. The default does nothing.
    func render() {}
}
