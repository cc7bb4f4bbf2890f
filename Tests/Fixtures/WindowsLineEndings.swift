// A file saved on Windows: a byte order mark and CRLF line endings.
import UIKit

func pixel() -> CGFloat {
    let text = """
        line one
        line two
        """
    print(text)
    return 1 / UIScreen.main.scale
}
