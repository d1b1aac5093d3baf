import Foundation

extension UIViewController {
    /// The edit button, made once: tapping it toggles editing mode with animation.
    func makeEditButtonItem() -> UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: "Edit", style: .plain) { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    /// Titles the edit button for the current mode.
    func updateEditButtonItem() {
        guard let item = storedEditButtonItem else { return }
        item.style = storedIsEditing ? .done : .plain
        item.title = storedIsEditing ? "Done" : "Edit"
    }
}
