import Foundation

/// The items of a behaviour that has `items`, `addItem(_:)` and
/// `removeItem(_:)` — gravity, push, collision, item and field behaviours
/// (Apple gives each class these three members of its own). An item is in
/// the list at most once, by identity; adding it again or removing one that
/// is not there changes nothing, and then the behaviour need not wake its
/// animator.
struct DynamicItemList {
    private(set) var items: [UIDynamicItem]

    init(_ items: [UIDynamicItem]) { self.items = items }

    /// Adds `item` unless it is there; returns whether the list changed.
    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard !items.containsItem(item) else { return false }
        items.append(item)
        return true
    }

    /// Removes `item`; returns whether it was there.
    mutating func remove(_ item: UIDynamicItem) -> Bool {
        let before = items.count
        items.removeAll { $0 === item }
        return items.count != before
    }
}
