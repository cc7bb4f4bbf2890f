#import <UIKit/UIKit.h>

@implementation SplashViewController

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    // The splash image is cut for the whole screen on purpose.
    // screenmod:disable-next-line objc-main-screen
    self.imageView.frame = [UIScreen mainScreen].bounds;
    /* screenmod:disable */
    CGFloat scale = [[UIScreen mainScreen] scale];
    CGFloat native = UIScreen.mainScreen.nativeScale;
    /* screenmod:enable */
    // screenmod:disable-next-line scale-uikit
    CGFloat width = CGRectGetWidth(UIScreen.mainScreen.bounds);
    self.logoView.frame = CGRectMake(0, 0, width / scale * native, [UIScreen mainScreen].bounds.size.height / 4);
}

@end
