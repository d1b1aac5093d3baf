import Foundation

/// A search field with an optional Cancel button and scope bar, as UIKit's `UISearchBar`.
///
/// - The field is ``searchTextField`` (a `UISearchTextField`): typing into it calls the delegate's
///   `searchBar(_:textDidChange:)`; the keyboard's Search key calls `searchBarSearchButtonClicked`
///   (the field stays first responder, as in UIKit); the Cancel button (``showsCancelButton``) calls
///   `searchBarCancelButtonClicked`.
/// - Size: 56 pt tall (plus 44 pt for a shown scope bar), the field 36 pt tall inside 8 pt margins.
/// - ``prompt`` is kept but not drawn (see the differences table).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The height of the bar without a scope bar.
    public static let barHeight: CGFloat = 56
    /// The height of the scope bar.
    public static let scopeBarHeight: CGFloat = 44

    /// The search field.
    public let searchTextField = UISearchTextField()
    /// Hears editing and button events.
    open weak var delegate: (any UISearchBarDelegate)?
    /// A line of text above the field (kept, not drawn by HeadlessUI).
    open var prompt: String?
    /// Whether the bookmark button shows (kept, not drawn by HeadlessUI).
    open var showsBookmarkButton = false

    private lazy var cancelButton: UIButton = makeCancelButton()
    private var scopeBar: UISegmentedControl?
    private lazy var fieldObserver = SearchFieldObserver(owner: self)

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        searchTextField.delegate = fieldObserver
        addSubview(searchTextField)
        searchTextField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        searchTextField.addAction(UIAction { [weak self] _ in self?.searchButtonPressed() }, for: .primaryActionTriggered)
    }

    /// Creates a search bar.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Text

    /// The search text (setting it does not call the delegate, as in UIKit).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    // MARK: Cancel button

    /// Whether the Cancel button shows at the trailing end.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

    /// Shows or hides the Cancel button (HeadlessUI does not animate it).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    private func makeCancelButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.setTitleColor(tintColor, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.isHidden = true
        button.addAction(UIAction { [weak self] _ in self?.cancelPressed() }, for: .touchUpInside)
        addSubview(button)
        return button
    }

    // MARK: Scope bar

    /// The titles of the scope buttons (shown under the field while ``showsScopeBar``).
    open var scopeButtonTitles: [String]? {
        didSet { updateScopeBar() }
    }

    /// The chosen scope button.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope bar shows.
    open var showsScopeBar = false {
        didSet { updateScopeBar() }
    }

    private func updateScopeBar() {
        scopeBar?.removeFromSuperview()
        scopeBar = nil
        if showsScopeBar, let titles = scopeButtonTitles, !titles.isEmpty {
            let bar = UISegmentedControl(items: titles)
            bar.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
            bar.addAction(UIAction { [weak self, weak bar] _ in
                guard let self, let bar else { return }
                self.selectedScopeButtonIndex = bar.selectedSegmentIndex
                self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: bar.selectedSegmentIndex)
            }, for: .valueChanged)
            scopeBar = bar
            addSubview(bar)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    /// 56 pt tall (100 with a scope bar); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.barHeight + (scopeBar == nil ? 0 : UISearchBar.scopeBarHeight))
    }

    /// The bar's height at the given width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The field fills the bar inside 8 pt margins (leaving room for Cancel); the scope bar sits below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8
        var fieldWidth = bounds.width - 2 * margin
        if showsCancelButton {
            let cancelWidth = cancelButton.intrinsicContentSize.width
            fieldWidth -= cancelWidth + margin
            cancelButton.frame = CGRect(x: bounds.width - margin - cancelWidth, y: 10, width: cancelWidth, height: 36)
        }
        searchTextField.frame = CGRect(x: margin, y: 10, width: max(0, fieldWidth), height: 36)
        scopeBar?.frame = CGRect(x: margin, y: UISearchBar.barHeight, width: bounds.width - 2 * margin, height: 32)
    }

    // MARK: Events

    func textDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchTextDidChange()
    }

    func searchButtonPressed() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    func cancelPressed() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancel()
    }

    /// The search controller that owns this bar, if any.
    weak var searchController: UISearchController?
}

/// The search field's delegate: forwards begin/end editing and change requests to the bar's delegate.
@MainActor
final class SearchFieldObserver: UITextFieldDelegate {
    private weak var owner: UISearchBar?

    init(owner: UISearchBar) {
        self.owner = owner
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let owner else { return true }
        return owner.delegate?.searchBarShouldBeginEditing(owner) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let owner else { return }
        owner.delegate?.searchBarTextDidBeginEditing(owner)
        owner.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let owner else { return true }
        return owner.delegate?.searchBarShouldEndEditing(owner) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let owner else { return }
        owner.delegate?.searchBarTextDidEndEditing(owner)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let owner else { return true }
        return owner.delegate?.searchBar(owner, shouldChangeTextIn: range, replacementText: string) ?? true
    }
}
