import UIKit

let isNotchedPhone = UIScreen.main.currentMode?.size == CGSize(width: 1125, height: 2436)
    || UIScreen.main.currentMode!.size == CGSize(width: 1242, height: 2688)

let statusBarHeight: CGFloat = isNotchedPhone ? 44 : 20
