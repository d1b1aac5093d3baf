import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`. HeadlessUI's sheet lists what is shared
/// (a static text per item) and the activities it can do: **Copy** (strings, URLs and images go to
/// ``UIPasteboard/general``) unless excluded, then each application activity that can perform with
/// the items, then **Close**. Choosing one closes the sheet and calls `completionWithItemsHandler`
/// with the activity's type and whether it completed (Close: `nil, false`). System services
/// (Messages, Mail, AirDrop…) are not listed: there are none on Linux.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The type of ``completionWithItemsHandler``.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items being shared.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let activityItems: [Any]
    /// The app's own activities.
    let applicationActivities: [UIActivity]
    /// Activity types not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called after the sheet closed, with the activity chosen (nil for Close) and whether it completed.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    private var isFinishing = false

    /// A sheet sharing `activityItems`, with the app's own `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    /// Fails: HeadlessUI decodes no archives (see ``UIViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.activityItems = []
        self.applicationActivities = []
        super.init(coder: coder)
    }

    private var copiesToPasteboard: Bool {
        !(excludedActivityTypes ?? []).contains(.copyToPasteboard)
            && activityItems.contains { $0 is String || $0 is URL || $0 is UIImage || $0 is NSString }
    }

    open override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        for item in activityItems {
            let label = UILabel()
            label.numberOfLines = 0
            label.text = UIActivityViewController.describe(item)
            stack.addArrangedSubview(label)
        }
        if copiesToPasteboard {
            stack.addArrangedSubview(BarButtonView(title: "Copy") { [weak self] in self?.copyItems() })
        }
        for activity in applicationActivities where activity.activityTitle != nil && activity.canPerform(withActivityItems: activityItems) {
            if let type = activity.activityType, (excludedActivityTypes ?? []).contains(type) { continue }
            stack.addArrangedSubview(BarButtonView(title: activity.activityTitle ?? "") { [weak self, weak activity] in
                guard let self, let activity else { return }
                self.run(activity)
            })
        }
        stack.addArrangedSubview(BarButtonView(title: "Close") { [weak self] in self?.finish(activityType: nil, completed: false) })
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        view = root
    }

    /// How an item is shown in the sheet.
    private static func describe(_ item: Any) -> String {
        switch item {
        case let url as URL: return url.absoluteString
        case let image as UIImage: return image.accessibilityLabel ?? "Image"
        default: return String(describing: item)
        }
    }

    private func copyItems() {
        let pasteboard = UIPasteboard.general
        let strings = activityItems.compactMap { $0 as? String ?? ($0 as? NSString).map { String($0) } }
        let urls = activityItems.compactMap { $0 as? URL }
        let images = activityItems.compactMap { $0 as? UIImage }
        if !strings.isEmpty {
            pasteboard.strings = strings
        } else if !urls.isEmpty {
            pasteboard.urls = urls
        } else if !images.isEmpty {
            pasteboard.images = images
        }
        finish(activityType: .copyToPasteboard, completed: true)
    }

    private func run(_ activity: UIActivity) {
        activity.sheet = self
        activity.prepare(withActivityItems: activityItems)
        activity.perform()
    }

    /// Closes the sheet, then reports the outcome to ``completionWithItemsHandler``.
    func finish(activityType: UIActivity.ActivityType?, completed: Bool) {
        guard !isFinishing else { return }
        isFinishing = true
        let handler = completionWithItemsHandler
        let report: @MainActor () -> Void = { handler?(activityType, completed, nil, nil) }
        if presentingViewController != nil {
            dismiss(animated: true, completion: report)
        } else {
            report()
        }
    }
}
