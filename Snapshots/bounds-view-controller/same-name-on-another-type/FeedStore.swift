import UIKit

final class FeedStore {
    func refresh(force: Bool) {}
}

final class FeedSync {
    let store = FeedStore()
    var refresh: Bool = false

    func run(other: FeedSync) {
        store.refresh(force: true)
        if other.refresh { store.refresh(force: false) }
    }
}
