import SwiftUI

// The gap between keys: a fiftieth of the screen's shorter side.
var keyGap: CGFloat = (UIScreen.main.bounds.height > UIScreen.main.bounds.width) ?
    (UIScreen.main.bounds.width / 50) :
    (UIScreen.main.bounds.height / 50)
var keySize: CGFloat = (UIScreen.main.bounds.height > UIScreen.main.bounds.width) ?
    ((UIScreen.main.bounds.width - 4 * keyGap) / 7) :
    ((UIScreen.main.bounds.height - 4 * keyGap) / 7)

struct Keypad: View {
    var body: some View {
        Text("7").frame(width: keySize, height: keySize).padding(keyGap)
    }
}
