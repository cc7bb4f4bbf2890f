#import "GalleryViewController.h"

@interface GalleryViewController ()
@property (nonatomic, strong) UIView *toolbar;
@end

@implementation GalleryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.toolbar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 44)];
    [self.view addSubview:self.toolbar];
}

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    self.toolbar.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 44);
}

- (void)showCaption:(NSString *)caption animated:(BOOL)animated {
    CGFloat width = UIScreen.mainScreen.bounds.size.width - 32;
    self.captionLabel.preferredMaxLayoutWidth = width;
}

@end
