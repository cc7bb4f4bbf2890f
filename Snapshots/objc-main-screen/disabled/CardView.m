#import <UIKit/UIKit.h>

@implementation CardView

- (void)layoutSubviews {
    [super layoutSubviews];
    CGRect screen = [[UIScreen mainScreen] bounds];
    CGFloat width = [UIScreen mainScreen].bounds.size.width - 32;
    CGFloat hairline = 1.0 / UIScreen.mainScreen.scale;
    CGFloat pixels = [UIScreen.mainScreen nativeScale];
    self.frame = CGRectMake(0, 0, width, screen.size.height / 3 + hairline + pixels);
}

- (void)didMoveToWindow {
    [super didMoveToWindow];
    [[UIScreen mainScreen] setBrightness:1.0];
    UITraitCollection *traits = [UIScreen mainScreen].traitCollection;
    [self.delegate cardView:self willShowOnScreen:[UIScreen mainScreen] traits:traits];
}

@end
