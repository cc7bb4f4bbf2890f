import Foundation

final class ThemeStore {
    private var galleries: [GalleryViewController] = []

    func register(_ gallery: GalleryViewController) {
        galleries.append(gallery)
    }

    func themeDidChange() {
        galleries.forEach { $0.refreshLayout() }
    }
}
