#import <UIKit/UIKit.h>
#include <string>

static const std::string kHelp = R"doc(call [UIScreen mainScreen] only "here")doc";
static const long kLimit = 1'000;

@implementation PlayerView
- (void)layoutSubviews {
    CGSize size = [[[UIScreen mainScreen] bounds] size];
    [self.overlay setFrame:[[UIScreen mainScreen] applicationFrame]];
    CGFloat scale = [[UIScreen
        mainScreen] scale];
    self.contentScaleFactor = UIScreen.mainScreen.nativeScale + size.width * 0 + scale * 0;
}
@end
