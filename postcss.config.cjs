module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // Spec: the mobile layout applies at 640px and below.
        'mobile-max': '40em',
      },
    },
  },
};
