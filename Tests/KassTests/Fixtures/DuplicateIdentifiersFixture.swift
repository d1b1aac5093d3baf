import Foundation
import HeadlessUI

/// Two invoice rows that each have a "Delete" button with the same identifier, and a "Save" button
/// whose title label carries the button's identifier too.
///
/// Trap modelled: ambiguous identifiers. `duplicates.delete` matches two visible, hittable buttons
/// (rows "Invoice A" and "Invoice B"), so a correct lookup fails and lists both rather than tapping
/// the first; scoping to a row or an index resolves it. `duplicates.save` matches the button and its
/// own `titleLabel` (a developer copied the identifier onto the label): the label is inside the
/// button and not a separate accessibility element, so it must count as one match and a tap must
/// reach the button (`duplicates.status` reads "Saved"). Deleting shows "Deleted Invoice A" or
/// "Deleted Invoice B".
final class DuplicateIdentifiersFixture: UIApplicationDelegate {
    /// The app's window.
    var window: UIWindow?
    /// The invoices screen.
    let invoices = InvoicesViewController()
    /// What was activated, in order ("delete Invoice A", "save").
    var actions: [String] { invoices.actions }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: invoices)
        return true
    }
}

/// Rows `duplicates.row.A` / `duplicates.row.B` (a title label and a `duplicates.delete` button),
/// then `duplicates.save` and `duplicates.status`.
final class InvoicesViewController: UIViewController {
    let statusLabel = KassFixtureApp.makeLabel("No changes", identifier: "duplicates.status")
    private(set) lazy var saveButton = KassFixtureApp.makeButton("Save", identifier: "duplicates.save") { [weak self] in
        self?.record("save", status: "Saved")
    }
    private(set) var actions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        saveButton.titleLabel?.accessibilityIdentifier = "duplicates.save"
        KassFixtureApp.pinFormStack([invoiceRow("A"), invoiceRow("B"), saveButton, statusLabel], in: view)
    }

    private func invoiceRow(_ name: String) -> UIStackView {
        let title = KassFixtureApp.makeLabel("Invoice \(name)", identifier: "duplicates.title.\(name)")
        title.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let delete = KassFixtureApp.makeButton("Delete", identifier: "duplicates.delete") { [weak self] in
            self?.record("delete Invoice \(name)", status: "Deleted Invoice \(name)")
        }
        let row = UIStackView(arrangedSubviews: [title, delete])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        row.accessibilityIdentifier = "duplicates.row.\(name)"
        return row
    }

    private func record(_ action: String, status: String) {
        actions.append(action)
        statusLabel.text = status
    }
}
