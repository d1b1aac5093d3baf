import Foundation

/// Section headers and footers: created when their section overlaps the visible area, removed when
/// it leaves. In `.plain` style a header floats: it stays at the top of the visible area while its
/// section's rows pass below it, and is pushed up by the end of its section.
extension UITableView {
    /// Tiles headers and footers; returns whether a view was added.
    func tileHeadersAndFooters() -> Bool {
        let range = tilingRange
        let sections = layoutModel.sections(overlapping: range.minY, range.maxY)
        var added = false
        for header in [true, false] {
            let current = header ? headerViews : footerViews
            for (section, view) in current where !sections.contains(section)
                || frameOfSupplementary(header: header, section: section).height == 0 {
                retireSupplementary(view)
                if header { headerViews[section] = nil } else { footerViews[section] = nil }
            }
            for section in sections {
                let frame = frameOfSupplementary(header: header, section: section)
                guard frame.height > 0, frame.maxY > range.minY, frame.minY < range.maxY else {
                    if let view = header ? headerViews[section] : footerViews[section] {
                        retireSupplementary(view)
                        if header { headerViews[section] = nil } else { footerViews[section] = nil }
                    }
                    continue
                }
                let existing = header ? headerViews[section] : footerViews[section]
                let view: UIView
                if let existing {
                    view = existing
                } else {
                    guard let made = makeSupplementaryView(header: header, section: section) else { continue }
                    view = made
                    addSubview(view)
                    if header { headerViews[section] = view } else { footerViews[section] = view }
                    added = true
                }
                if view.frame != frame { view.frame = frame }
            }
        }
        return added
    }

    /// The header's (or footer's) frame in content coordinates, floating for plain headers.
    func frameOfSupplementary(header: Bool, section: Int) -> CGRect {
        guard layoutModel.sections.indices.contains(section) else { return .zero }
        let data = layoutModel.sections[section]
        let column = rowColumn
        if header {
            var y = data.headerTop
            if style == .plain, data.headerHeight > 0 {
                let pinned = bounds.minY + adjustedContentInset.top
                let latest = data.top + data.height - data.headerHeight
                y = Swift.min(Swift.max(y, pinned), Swift.max(data.headerTop, latest))
            }
            return CGRect(x: column.x, y: y, width: column.width, height: data.headerHeight)
        }
        return CGRect(x: column.x, y: data.top + data.height - data.footerHeight, width: column.width, height: data.footerHeight)
    }

    /// The delegate's view, or a `UITableViewHeaderFooterView` showing the title, or nil.
    func makeSupplementaryView(header: Bool, section: Int) -> UIView? {
        if let custom = header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section) {
            return custom
        }
        let title = header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.isHeader = header
        view.textLabel?.text = title
        return view
    }

    /// Registers the header or footer class made for `identifier` (a `UITableViewHeaderFooterView`
    /// subclass, created with `init(reuseIdentifier:)`), as UIKit; nil removes the registration. A
    /// class that is not a `UITableViewHeaderFooterView` is reported and ignored.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            reportInvalid(
                "register(_:forHeaderFooterViewReuseIdentifier:)",
                "\(aClass) is not a UITableViewHeaderFooterView subclass, so it cannot be registered for \"\(identifier)\"; "
                    + "register a UITableViewHeaderFooterView subclass."
            )
            return
        }
        headerFooterRegistrations[identifier] = viewType
    }

    /// A reusable header or footer with `identifier` (after `prepareForReuse()`), a new one of the
    /// class registered for it, or nil when there is neither, as UIKit.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.take(identifier) {
            view.prepareForReuse()
            return view
        }
        return headerFooterRegistrations[identifier]?.init(registeredReuseIdentifier: identifier)
    }

    /// Takes a header or footer off screen, keeping a reusable one for ``dequeueReusableHeaderFooterView(withIdentifier:)``.
    func retireSupplementary(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.put(reusable, identifier: identifier)
        }
    }

    /// The header view of `section` while it is on screen, else nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` while it is on screen, else nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return footerViews[section] as? UITableViewHeaderFooterView
    }

    /// The rectangle of the header of `section` in content coordinates (zero when out of range).
    public func rectForHeader(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        return frameOfSupplementary(header: true, section: section)
    }

    /// The rectangle of the footer of `section` in content coordinates (zero when out of range).
    public func rectForFooter(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        return frameOfSupplementary(header: false, section: section)
    }

    /// The rectangle of the whole section (header, rows, footer) in content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        layoutIfNeeded()
        guard layoutModel.sections.indices.contains(section) else { return .zero }
        let data = layoutModel.sections[section]
        let column = rowColumn
        return CGRect(x: column.x, y: data.top, width: column.width, height: data.height)
    }
}
